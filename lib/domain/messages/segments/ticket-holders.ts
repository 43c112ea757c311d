import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { distinctPeople, type Person } from "@/lib/domain/messages/person";
import type { SegmentChoice } from "@/lib/domain/messages/segments/registry";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

type HeldTicket = { _id: unknown; order: unknown; status: string; ticketType?: unknown };

/** A holder: the person, and the order whose no-login link shows their tickets (their first one). */
export type Holder = Person & { orderPublicId?: string };

/**
 * The people holding a live ticket (valid or checked in) of the event that `keep` keeps: each once,
 * by e-mail (else phone), with the name and phone given for the ticket. Reads the event's tickets,
 * attendees and orders by indexed equalities on the event.
 */
export async function ticketHolders(eventId: string, keep: (ticket: HeldTicket) => boolean = () => true): Promise<Holder[]> {
  const [tickets, attendees, orders] = await Promise.all([
    Ticket.find({ event: eventId }, { order: 1, status: 1, ticketType: 1 }).lean<HeldTicket[]>(),
    Attendee.find({ event: eventId }, { ticket: 1, fullName: 1, email: 1, phone: 1 }).lean(),
    Order.find({ event: eventId }, { publicId: 1, email: 1, fullName: 1 }).lean(),
  ]);
  const attendeeOf = new Map(attendees.map((attendee) => [String(attendee.ticket), attendee]));
  const orderOf = new Map(orders.map((order) => [String(order._id), order]));
  const people: Holder[] = [];
  for (const ticket of tickets) {
    if (ticket.status === "refunded" || !keep(ticket)) continue;
    const attendee = attendeeOf.get(String(ticket._id));
    const order = orderOf.get(String(ticket.order));
    people.push({
      email: attendee?.email ?? order?.email,
      phone: attendee?.phone,
      name: attendee?.fullName ?? order?.fullName,
      orderPublicId: order?.publicId ?? undefined,
    });
  }
  return distinctPeople(people) as Holder[];
}

/** The order a one-order segment names: by its public id, on this event. */
export async function orderOfEvent(eventId: string, choice: SegmentChoice): Promise<string> {
  if (!choice.orderId)
    throw new ApiError("unprocessable_entity", "Choose the order to write to", { "segment.orderId": ["Choose the order to write to"] });
  const order = await Order.findOne({ publicId: choice.orderId, event: eventId }, { _id: 1 }).lean();
  if (!order)
    throw new ApiError("unprocessable_entity", "No order of this event has that id", { "segment.orderId": ["No order of this event has that id"] });
  return String(order._id);
}

export async function checkTicketType(eventId: string, choice: SegmentChoice): Promise<void> {
  const event = await Event.findById(eventId, { ticketTypes: 1 }).lean();
  const known = (event?.ticketTypes ?? []).some((type) => String(type._id) === choice.ticketTypeId);
  if (!known)
    throw new ApiError("unprocessable_entity", "Choose one of this event's ticket types", {
      "segment.ticketTypeId": ["Choose one of this event's ticket types"],
    });
}
