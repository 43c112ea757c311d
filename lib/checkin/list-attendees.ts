import "server-only";
import type { QueryFilter } from "mongoose";
import { toCsv } from "@/lib/csv";
import { escapeRegex } from "@/lib/events/search";
import { assertEventPermission, type EventAccess, type Principal } from "@/lib/team/event-permission";
import { lagosDateTime } from "@/lib/time/lagos";
import { Attendee, type AttendeeDoc } from "@/models/Attendee";
import { Ticket } from "@/models/Ticket";

export type EventAttendee = {
  _id: string;
  fullName: string;
  email: string;
  checkedIn: boolean;
  checkedInAt: string | null;
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

export type AttendeePage = { items: EventAttendee[]; total: number; page: number; pages: number };

/** The event's attendees; `q` filters names (case-insensitive substring). */
function attendeeFilter(eventId: string, q?: string): QueryFilter<AttendeeDoc> {
  return { event: eventId, ...(q ? { fullName: { $regex: escapeRegex(q), $options: "i" } } : {}) };
}

/**
 * One slice of the matching attendees, by name, as rows with their ticket's check-in state.
 * `_id` breaks ties between equal names so that pages never overlap or skip anyone.
 */
async function attendeeRows(filter: QueryFilter<AttendeeDoc>, skip: number, limit: number): Promise<EventAttendee[]> {
  const attendees = await Attendee.find(filter).sort({ fullName: 1, _id: 1 }).skip(skip).limit(limit).lean();
  const tickets = await Ticket.find({ _id: { $in: attendees.map((attendee) => attendee.ticket) } }).lean();
  const ticketById = new Map(tickets.map((ticket) => [String(ticket._id), ticket]));
  return attendees.flatMap((attendee) => {
    const ticket = ticketById.get(String(attendee.ticket));
    if (!ticket) return [];
    return [
      {
        _id: String(attendee._id),
        fullName: attendee.fullName,
        email: attendee.email,
        checkedIn: ticket.status === "checked_in",
        checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
        tableName: ticket.tableNumber ? String(ticket.tableNumber) : "",
        seatName: ticket.seatNumber ? String(ticket.seatNumber) : "",
        needCarPackingSpace: ticket.parking ? "yes" : "no",
        checkInCode: ticket.checkInCode,
        ticketTypeName: ticket.ticketTypeName ?? "Regular",
      },
    ];
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

async function attendeesFor(who: Principal, eventId: string, q: string | undefined, limit: number) {
  const access = await assertEventPermission(who, eventId, "attendees");
  const rows = await attendeeRows(attendeeFilter(eventId, q), 0, limit);
  return { door: doorOnly(access), rows: doorOnly(access) ? rows.map(forDoor) : rows };
}

/** The attendees of an event `who` may look up (owner, team, check-in link), by name; `q` filters names (case-insensitive substring). */
export async function listEventAttendees(who: Principal, eventId: string, q?: string, limit = 2_000): Promise<EventAttendee[]> {
  return (await attendeesFor(who, eventId, q, limit)).rows;
}

/** One page (1-based) of the attendees of an event `who` may look up, by name, with the total for the pager. */
export async function listEventAttendeesPage(
  who: Principal,
  eventId: string,
  query: { q?: string; page: number; limit: number },
): Promise<AttendeePage> {
  const access = await assertEventPermission(who, eventId, "attendees");
  const filter = attendeeFilter(eventId, query.q);
  const [total, rows] = await Promise.all([
    Attendee.countDocuments(filter),
    attendeeRows(filter, (query.page - 1) * query.limit, query.limit),
  ]);
  const items = doorOnly(access) ? rows.map(forDoor) : rows;
  return { items, total, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)) };
}

/**
 * The attendee list (up to 20,000, optionally filtered by name) as CSV, for the door staff's
 * spreadsheet; door staff's has no e-mail or check-in code columns.
 */
export async function eventAttendeesCsv(who: Principal, eventId: string, q?: string): Promise<string> {
  const { door, rows } = await attendeesFor(who, eventId, q, 20_000);
  const columns: [string, (attendee: EventAttendee) => string][] = [
    ["Name", (attendee) => attendee.fullName],
    ...(door ? [] : [["Email", (attendee: EventAttendee) => attendee.email] as [string, (attendee: EventAttendee) => string]]),
    ["Checked in", (attendee) => (attendee.checkedIn ? "yes" : "no")],
    ["Checked in at (Lagos time)", (attendee) => (attendee.checkedInAt ? lagosDateTime(new Date(attendee.checkedInAt)) : "")],
    ["Table", (attendee) => attendee.tableName],
    ["Seat", (attendee) => attendee.seatName || "Free seating"],
    ["Car access", (attendee) => attendee.needCarPackingSpace],
    ...(door ? [] : [["Check-in code", (attendee: EventAttendee) => attendee.checkInCode] as [string, (attendee: EventAttendee) => string]]),
    ["Ticket type", (attendee) => attendee.ticketTypeName],
  ];
  return toCsv(
    columns.map(([header]) => header),
    rows.map((attendee) => columns.map(([, cell]) => cell(attendee))),
  );
}
