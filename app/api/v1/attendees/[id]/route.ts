import { attendeesEndpoint } from "@/lib/api/contracts/attendees";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { forExistingClient, listEventAttendees, listEventAttendeesPage } from "@/lib/domain/gate/list-attendees";

/** Attendees per page when only `page` is given. */
const DEFAULT_PAGE_SIZE = 50;

// GET /api/v1/attendees/{id} — the attendees of your event: the whole list (as the existing
// client reads it, checkedIn "Yes" | "No"), or one page when `page` or `limit` is given (checkedIn true | false)
export const GET = withApi(attendeesEndpoint, async ({ caller, params, query }) => {
  if (query.page === undefined && query.limit === undefined) {
    return ok((await listEventAttendees(caller.userId, params.id, query.q)).map(forExistingClient), "Attendees fetched successfully");
  }
  const { items, ...meta } = await listEventAttendeesPage(caller.userId, params.id, {
    q: query.q,
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
  });
  return ok(items, "Attendees fetched successfully", { extra: { meta } });
});
