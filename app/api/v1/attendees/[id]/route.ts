import { attendeesEndpoint } from "@/lib/api/contracts/attendees";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { cursorOf } from "@/lib/domain/paging/keyset-cursor";
import { forExistingClient, listEventAttendees, listEventAttendeesPage } from "@/lib/domain/gate/list-attendees";

/** Attendees per page when only `page` is given. */
const DEFAULT_PAGE_SIZE = 50;

// GET /api/v1/attendees/{id} — the attendees of your event: the whole list (as the existing
// client reads it, checkedIn "Yes" | "No"), or one page when `page`, `limit` or `cursor` is given (checkedIn true | false)
export const GET = withApi(attendeesEndpoint, async ({ caller, params, query }) => {
  if (query.page === undefined && query.limit === undefined && query.cursor === undefined) {
    return ok((await listEventAttendees(caller.userId, params.id, query.q)).map(forExistingClient), "Attendees fetched successfully");
  }
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const which = query.cursor !== undefined ? { cursor: cursorOf(query.cursor) } : { page: query.page ?? 1 };
  const { items, ...meta } = await listEventAttendeesPage(caller.userId, params.id, { q: query.q, limit, ...which });
  return ok(items, "Attendees fetched successfully", { extra: { meta } });
});
