import { attendeesExportEndpoint } from "@/lib/api/contracts/attendees";
import { withApi } from "@/lib/api/with-api";
import { eventAttendeesCsv } from "@/lib/domain/gate/list-attendees";
import { csvAttachment } from "@/lib/platform/csv";

// GET /api/v1/events/{id}/attendees/export — your event's attendees as CSV
export const GET = withApi(attendeesExportEndpoint, async ({ caller, params, query }) =>
  csvAttachment(await eventAttendeesCsv(caller.userId, params.id, query.q), `scheditix-attendees-${params.id}.csv`),
);
