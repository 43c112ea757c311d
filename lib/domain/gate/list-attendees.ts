import "server-only";
import type { QueryFilter } from "mongoose";
import { csvStream } from "@/lib/platform/csv";
import { attendeesWithTickets, ROW_TICKET_FIELDS, type RowAttendee, type RowTicket } from "@/lib/domain/gate/attendee-stream";
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

/** `total` counts every ticket listed, refunded ones too; `refunded` says how many of them were refunded. */
export type AttendeePage = { items: EventAttendee[]; total: number; refunded: number; page: number; pages: number };

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

/**
 * One slice of the matching attendees, by name, as rows with their ticket's check-in state.
 * `_id` breaks ties between equal names so that pages never overlap or skip anyone. Each ticket
 * is read by its `_id` (an indexed equality): an `$in` is evaluated after reading the whole
 * collection on the embedded database.
 */
async function attendeeRows(filter: QueryFilter<AttendeeDoc>, skip: number, limit: number): Promise<EventAttendee[]> {
  const attendees = await Attendee.find(filter, { ticket: 1, fullName: 1, email: 1 })
    .sort({ fullName: 1, _id: 1 })
    .skip(skip)
    .limit(limit)
    .lean<RowAttendee[]>();
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

/** One page (1-based) of the attendees of an event `who` may look up, by name, with the total for the pager. */
export async function listEventAttendeesPage(
  who: Principal,
  eventId: string,
  query: { q?: string; page: number; limit: number },
): Promise<AttendeePage> {
  const access = await assertEventPermission(who, eventId, "attendees");
  const filter = attendeeFilter(eventId, query.q);
  const [total, refunded, rows] = await Promise.all([
    Attendee.countDocuments(filter),
    refundedAmong(eventId, query.q),
    attendeeRows(filter, (query.page - 1) * query.limit, query.limit),
  ]);
  const items = doorOnly(access) ? rows.map(forDoor) : rows;
  return { items, total, refunded, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
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
