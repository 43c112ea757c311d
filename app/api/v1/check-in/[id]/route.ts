import { after } from "next/server";
import { checkInEndpoint } from "@/lib/api/contracts/organiser";
import { ApiError } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { checkInAttendee } from "@/lib/checkin/check-in";
import { auditActionBy } from "@/lib/team/audit-event-action";
import { CHECK_IN_LINK_HEADER } from "@/lib/team/check-in-allowance";
import type { Principal } from "@/lib/team/event-permission";

// POST /api/v1/check-in/{id} — check an attendee in at an event you own, work on, or hold a check-in link of
export const POST = withApi(checkInEndpoint, async ({ request, caller, params, body }) => {
  const linkToken = request.headers.get(CHECK_IN_LINK_HEADER);
  const who: Principal | null = caller ? caller.userId : linkToken ? { linkToken } : null;
  if (!who) throw new ApiError("unauthorized", "Unauthorized");
  const { attendee, message, access } = await checkInAttendee(who, params.id, body.checkInCode);
  const userAgent = request.headers.get("user-agent");
  // Written once the answer has gone: the person at the door never waits for the log.
  after(() => auditActionBy(access, { eventId: params.id, action: "admit", detail: message, userAgent }));
  return ok(attendee, message);
});
