import { defineEndpoint } from "@/lib/api/endpoint";
import { attendeesExportQuery, attendeesQuery } from "@/lib/domain/validations/checkin";
import { eventIdParams } from "@/lib/domain/validations/event";

export const attendeesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/attendees/{id}",
  summary:
    "The attendees of your event (`?q=` filters names; `?page=&limit=` answers one page with `meta`; `?cursor=` the page after or before another)",
  tags: ["organiser"],
  auth: "required",
  params: eventIdParams,
  query: attendeesQuery,
  success: {
    status: 200,
    description:
      '`data` is a list of attendees, one per ticket, each with its ticket\'s `status` (valid, checked_in or refunded): without `page`/`limit` every one (no cap), as the existing client reads them (`checkedIn` "Yes" or "No"); with them one page (`checkedIn` true or false), by name, and `meta` with page, pages, total (refunded tickets included), refunded, and nextCursor, previousCursor and lastCursor: the `cursor` of the page after, before and last (null at either end; on a page asked for by cursor `page` is null, and total and refunded are those its walk\'s first page counted). A cursor that is not one the list handed out is a 400',
  },
});

export const attendeesExportEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/attendees/export",
  oldPath: "/api/v1/attendees/{id}/export",
  summary: "The attendees of your event as a CSV file (`?q=` filters names), one row per ticket with its status (Valid, Checked in, Refunded)",
  tags: ["organiser"],
  auth: "required",
  params: eventIdParams,
  query: attendeesExportQuery,
  success: { status: 200, description: "A text/csv attachment" },
});
