import "server-only";
import { escapeRegex } from "@/lib/domain/search/escape-regex";
import { Attendee } from "@/models/Attendee";
import { Ticket, type TICKET_STATUSES } from "@/models/Ticket";

/** The ticket fields an attendee row shows. */
export const ROW_TICKET_FIELDS = { status: 1, checkedInAt: 1, tableNumber: 1, seatNumber: 1, parking: 1, checkInCode: 1, ticketTypeName: 1 } as const;

export type RowTicket = {
  _id: unknown;
  status: (typeof TICKET_STATUSES)[number];
  checkedInAt?: Date | null;
  tableNumber?: number | null;
  seatNumber?: number | null;
  parking?: boolean | null;
  checkInCode: string;
  ticketTypeName?: string | null;
};

export type RowAttendee = { _id: unknown; ticket: unknown; fullName: string; email: string };

/** Documents per database round trip while streaming. */
const BATCH = 1_000;

/**
 * Every attendee of the event with their ticket, as the database hands them out, in constant
 * memory: one cursor over the event's attendees and one over its tickets, joined as they go.
 *
 * Neither cursor is sorted: the embedded database sorts in memory after reading every matching
 * document, so a sort would hold the whole list before the first row. Unsorted, both come in the
 * order they were written (a ticket, then its attendee, order after order), so the tickets read
 * ahead and not yet matched stay a handful. A ticket with no attendee (none is written so) waits
 * to the end; an attendee with no ticket is left out, as the list always did. `q` keeps the names
 * that contain it (case-insensitive), tested here so that both cursors stay whole.
 */
export async function* attendeesWithTickets(eventId: string, q?: string): AsyncGenerator<{ attendee: RowAttendee; ticket: RowTicket }> {
  const name = q ? new RegExp(escapeRegex(q), "i") : undefined;
  const attendees = Attendee.find({ event: eventId }, { ticket: 1, fullName: 1, email: 1 }).lean<RowAttendee[]>().cursor({ batchSize: BATCH });
  const tickets = Ticket.find({ event: eventId }, ROW_TICKET_FIELDS).lean<RowTicket[]>().cursor({ batchSize: BATCH });
  const waiting = new Map<string, RowTicket>();
  let ticketsLeft = true;
  try {
    for await (const attendee of attendees) {
      const key = String(attendee.ticket);
      while (!waiting.has(key) && ticketsLeft) {
        const ticket = await tickets.next();
        if (ticket) waiting.set(String(ticket._id), ticket);
        else ticketsLeft = false;
      }
      const ticket = waiting.get(key);
      if (!ticket) continue;
      waiting.delete(key);
      if (!name || name.test(attendee.fullName)) yield { attendee, ticket };
    }
  } finally {
    await Promise.all([attendees.close(), tickets.close()]);
  }
}
