import { checkInEndpoint } from "@/lib/api/contracts/organiser";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { checkInAttendee } from "@/lib/checkin/check-in";

// POST /api/v1/check-in/{id} — check an attendee in at your event
export const POST = withApi(checkInEndpoint, async ({ caller, params, body }) => {
  const result = await checkInAttendee(caller.userId, params.id, body.checkInCode);
  return ok(result.attendee, result.message);
});
