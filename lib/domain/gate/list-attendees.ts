import "server-only";
import type { QueryFilter } from "mongoose";
import { csvStream } from "@/lib/platform/csv";
import { attendeesWithTickets, ROW_TICKET_FIELDS, type RowAttendee, type RowTicket } from "@/lib/domain/gate/attendee-stream";
import { attendeesAtPage, attendeesByName, END_OF_NAMES, type KeyedAttendee } from "@/lib/domain/gate/attendees-by-name";
import { encodeCursor, keyOf, type KeysetCursor } from "@/lib/domain/paging/keyset-cursor";
import { escapeRegex } from "@/lib/domain/search/escape-regex";
import { assertEventPermission, type EventAccess, type Principal } from "@/lib/domain/access/event-permission";
import { lagosDateTime } from "@/lib/platform/time/lagos";
import { Attendee, type AttendeeDoc } from "@/models/Attendee";
import { TICKET_STATUSES, Ticket } from "@/models/Ticket";

export type EventAttendee = {
  _id: string;
  /** The ticket's id: what the organiser's rename and reassign address (docs/tickets-for-people.md). */
  ticketId: string;
  fullName: string;
  email: string;
  checkedIn: boolean;
  checkedInAt: string | null;
  /** The ticket's state: still to be let in, let in, or refunded (no longer admits anyone). */
  status: TicketStatus;
  /** Bare labels ("5", "49"; empty when the event has no tables or seats): clients add the words. */
  tableName: string;
  seatName: string;
  needCarPackingSpace: "yes" | "no";
  checkInCode: string;
  ticketTypeName: string;
};

/** An attendee as the existing client reads the whole list: `checkedIn` is "Yes" or "No", as the original backend sent it. */
export type ExistingClientAttendee = Omit<EventAttendee, "checkedIn"> & { checkedIn: "Yes" | "No" };

export const forExistingClient = (attendee: EventAttendee): ExistingClientAttendee => ({ ...attendee, checkedIn: attendee.checkedIn ? "Yes" : "No" });

export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** How the attendee list and its CSV name each state. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  valid: "Valid",
  checked_in: "Checked in",
  refunded: "Refunded",
  transferred: "Transferred",
};

/**
 * `total` counts every ticket listed, refunded ones too; `refunded` says how many of them were
 * refunded, as the walk's first page counted them (a page by cursor carries them on). `nextCursor`
 * and `previousCursor` are the cursors of the pages around this one (null at either end); `page`
 * is this page's number when it was asked for by number, null when by cursor.
 */
export type AttendeePage = {
  items: EventAttendee[];
  total: number;
  refunded: number;
  page: number | null;
  pages: number;
  nextCursor: string | null;
  previousCursor: string | null;
  /** The cursor of the list's last page (the rows before the end of every name); null on it. */
  lastCursor: string | null;
};

/** Which page: by number (`?page=`, 1 the first), or after or before a row (a cursor from `nextCursor` / `previousCursor`). */
export type AttendeePageQuery = { q?: string; limit: number } & ({ page: number; cursor?: undefined } | { cursor: KeysetCursor; page?: undefined });

/** The event's attendees; `q` filters names (case-insensitive substring). */
function attendeeFilter(eventId: string, q?: string): QueryFilter<AttendeeDoc> {
  return { event: eventId, ...(q ? { fullName: { $regex: escapeRegex(q), $options: "i" } } : {}) };
}

/** An attendee's row, with their ticket's check-in state. */
function rowOf(attendee: RowAttendee, ticket: RowTicket): EventAttendee {
  return {
    _id: String(attendee._id),
    ticketId: String(ticket._id),
    fullName: attendee.fullName,
    email: attendee.email,
    checkedIn: ticket.status === "checked_in",
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
    status: ticket.status,
    tableName: ticket.tableNumber ? String(ticket.tableNumber) : "",
    seatName: ticket.seatNumber ? String(ticket.seatNumber) : "",
    needCarPackingSpace: ticket.parking ? "yes" : "no",
    checkInCode: ticket.checkInCode,
    ticketTypeName: ticket.ticketTypeName ?? "Regular",
  };
}

/** The attendees' rows, each with its ticket's check-in state, read by the ticket's `_id` (an indexed equality). */
async function rowsOf(attendees: KeyedAttendee[]): Promise<EventAttendee[]> {
  const tickets = await Promise.all(attendees.map((attendee) => Ticket.findById(attendee.ticket, ROW_TICKET_FIELDS).lean<RowTicket>()));
  return attendees.flatMap((attendee, index) => {
    const ticket = tickets[index];
    return ticket ? [rowOf(attendee, ticket)] : [];
  });
}

/**
 * Whether `access` works the door only (check-in staff, a check-in link): it sees what admission
 * needs (name, status, seat, type) but not the buyers' e-mails or the check-in codes, which would
 * let a copied list in at any gate.
 */
const doorOnly = (access: EventAccess) => access.role === "check_in" || access.role === "link";

/** The row as door staff see it: the same shape, with the e-mail and the code left empty. */
const forDoor = (attendee: EventAttendee): EventAttendee => ({ ...attendee, email: "", checkInCode: "" });

/** The database's order of the pages: by name as stored (code units), then by `_id`. */
const byName = (a: EventAttendee, b: EventAttendee) =>
  a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/**
 * Every attendee of an event `who` may look up (owner, team, check-in link), optionally filtered by
 * name (case-insensitive substring), with no cap: the existing client reads the list in one answer
 * and has no way to ask for more. Sorted by name here (then `_id`, as the pages are), as it always was.
 */
export async function listEventAttendees(who: Principal, eventId: string, q?: string): Promise<EventAttendee[]> {
  const access = await assertEventPermission(who, eventId, "attendees");
  const rows: EventAttendee[] = [];
  for await (const { attendee, ticket } of attendeesWithTickets(eventId, q))
    rows.push(doorOnly(access) ? forDoor(rowOf(attendee, ticket)) : rowOf(attendee, ticket));
  return rows.sort(byName);
}

/**
 * One page of the attendees of an event `who` may look up, by name (case-insensitive), with the
 * total for the pager and the cursors of the pages around it. A page after or before a cursor, and
 * the first page, are read by key (docs/big-show-paging.md); a later page asked for by number
 * counts its way there, as the existing client's `?page=` always did.
 */
export async function listEventAttendeesPage(who: Principal, eventId: string, query: AttendeePageQuery): Promise<AttendeePage> {
  const access = await assertEventPermission(who, eventId, "attendees");
  if (query.cursor) keyOf(query.cursor, "string"); // a cursor of another list (a sale's time) is a 400
  const filter = attendeeFilter(eventId, query.q);
  const keyed = query.cursor !== undefined || query.page === 1;
  // A walk's first page counts; the pages after it carry its figures in their cursors.
  const carried = query.cursor?.counted;
  const [total, refunded, found] = await Promise.all([
    carried ? carried.total : Attendee.countDocuments(filter),
    carried?.refunded ?? refundedAmong(eventId, query.q),
    keyed
      ? attendeesByName(filter, query.cursor, query.limit)
      : attendeesAtPage(filter, query.page, query.limit).then((attendees) => ({ attendees })),
  ]);
  const { attendees } = found;
  const counted = { total, refunded };
  const rows = await rowsOf(attendees);
  const first = attendees[0];
  const last = attendees.at(-1);
  const backwards = query.cursor?.direction === "before";
  // Reading forwards, more rows mean a next page; backwards, a previous one. The other way lies
  // the cursor's own row, unless the cursor is the end of the list (the last page's).
  const more = "more" in found ? found.more : (query.page ?? 1) * query.limit < total;
  const hasNext = last !== undefined && (backwards ? query.cursor?.id !== END_OF_NAMES.id : more);
  const hasPrevious = first !== undefined && (backwards ? more : query.cursor !== undefined || (query.page ?? 1) > 1);
  return {
    items: doorOnly(access) ? rows.map(forDoor) : rows,
    total,
    refunded,
    page: query.cursor ? null : query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
    nextCursor: hasNext ? encodeCursor({ key: last.nameKey, id: String(last._id), direction: "after", counted }) : null,
    previousCursor: hasPrevious ? encodeCursor({ key: first.nameKey, id: String(first._id), direction: "before", counted }) : null,
    lastCursor: hasNext ? encodeCursor({ ...END_OF_NAMES, counted }) : null,
  };
}

/** How many of the event's tickets were refunded (the event's attendee count leaves them out). */
export async function refundedTickets(eventId: string): Promise<number> {
  return Ticket.countDocuments({ event: eventId, status: "refunded" });
}

/** How many of the listed tickets (those of attendees matching `q`, or all the event's) were refunded. */
async function refundedAmong(eventId: string, q?: string): Promise<number> {
  if (!q) return refundedTickets(eventId);
  // The refunded tickets are few, and found by two indexed equalities; the names are then tested on the event's attendees.
  const refunded = await Ticket.find({ event: eventId, status: "refunded" }, { _id: 1 }).lean();
  if (refunded.length === 0) return 0;
  return Attendee.countDocuments({ ...attendeeFilter(eventId, q), ticket: { $in: refunded.map((ticket) => ticket._id) } });
}

/**
 * The attendee list (every one, optionally filtered by name) as a CSV stream, for the door staff's
 * spreadsheet; door staff's has no e-mail or check-in code columns. Rows come in the order tickets
 * were issued, read in constant memory however large the event.
 */
export async function eventAttendeesCsv(who: Principal, eventId: string, q?: string): Promise<ReadableStream<Uint8Array>> {
  const door = doorOnly(await assertEventPermission(who, eventId, "attendees"));
  type CsvColumn = [header: string, cell: (attendee: EventAttendee) => string];
  const columns: CsvColumn[] = [
    ["Name", (attendee) => attendee.fullName],
    ...(door ? [] : [["Email", (attendee) => attendee.email] satisfies CsvColumn]),
    ["Checked in", (attendee) => (attendee.checkedIn ? "yes" : "no")],
    ["Checked in at (Lagos time)", (attendee) => (attendee.checkedInAt ? lagosDateTime(new Date(attendee.checkedInAt)) : "")],
    ["Table", (attendee) => attendee.tableName],
    ["Seat", (attendee) => attendee.seatName || "Free seating"],
    ["Car access", (attendee) => attendee.needCarPackingSpace],
    ...(door ? [] : [["Check-in code", (attendee) => attendee.checkInCode] satisfies CsvColumn]),
    ["Ticket type", (attendee) => attendee.ticketTypeName],
    ["Status", (attendee) => TICKET_STATUS_LABELS[attendee.status]],
  ];
  async function* lines() {
    for await (const { attendee, ticket } of attendeesWithTickets(eventId, q)) {
      const row = rowOf(attendee, ticket);
      yield columns.map(([, cell]) => cell(row));
    }
  }
  return csvStream(
    columns.map(([header]) => header),
    lines(),
  );
}
