import { attendeesEndpoint } from "@/lib/api/contracts/organiser";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listEventAttendees } from "@/lib/checkin/list-attendees";

// GET /api/v1/attendees/{id} — the attendees of your event
export const GET = withApi(attendeesEndpoint, async ({ caller, params, query }) =>
  ok(await listEventAttendees(caller.userId, params.id, query.q), "Attendees fetched successfully"),
);
