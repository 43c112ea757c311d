import "server-only";
import { getOrganiserEventOrThrow } from "@/lib/events/planner-events";
import { escapeRegex } from "@/lib/events/search";
import { Attendee } from "@/models/Attendee";
import { Ticket } from "@/models/Ticket";

export type EventAttendee = {
  _id: string;
  fullName: string;
  email: string;
  checkedIn: boolean;
  checkedInAt: string | null;
  tableName: string;
  seatName: string;
  needCarPackingSpace: "yes" | "no";
  checkInCode: string;
};

/** The attendees of the organiser's own event, by name; `q` filters names (case-insensitive substring). */
export async function listEventAttendees(organizerId: string, eventId: string, q?: string): Promise<EventAttendee[]> {
  await getOrganiserEventOrThrow(organizerId, eventId);
  const filter = { event: eventId, ...(q ? { fullName: { $regex: escapeRegex(q), $options: "i" } } : {}) };
  const attendees = await Attendee.find(filter).sort({ fullName: 1 }).limit(2_000).lean();
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
        tableName: ticket.tableNumber ? `Table ${ticket.tableNumber}` : "—",
        seatName: ticket.seatNumber ? `Seat ${ticket.seatNumber}` : "Free seating",
        needCarPackingSpace: ticket.parking ? "yes" : "no",
        checkInCode: ticket.checkInCode,
      },
    ];
  });
}
