import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { distinctPeople, type Person } from "@/lib/domain/messages/person";
import type { SegmentChoice } from "@/lib/domain/messages/segments/registry";
import { ticketOwnUrl } from "@/lib/domain/tickets/holders/ticket-own-link";
import { orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Ticket } from "@/models/Ticket";

type HeldTicket = {
  _id: unknown;
  order: unknown;
  status: string;
  ticketType?: unknown;
  transferredFrom?: unknown;
  holderName?: string | null;
  holderPhone?: string | null;
  linkNonce?: string | null;
};

/** A holder: the person, and the no-login link that shows their tickets — and nobody else's. */
export type Holder = Person & { ticketsUrl?: string };

/** Tickets that admit nobody any more: refunded (or sold back), or passed on to someone else. */
const DEAD = new Set(["refunded", "transferred"]);

/**
 * The people holding a live ticket (valid or checked in) of the event that `keep` keeps, each once
 * (by e-mail, else phone). A ticket's buyer is reached with their order's link; someone a ticket was
 * passed to, or named on it with a phone at purchase, with that ticket's own link — so nobody is
 * sent a link that shows another person's tickets. Reads the event's tickets, attendees and orders
 * by indexed equalities on the event.
 */
export async function ticketHolders(eventId: string, keep: (ticket: HeldTicket) => boolean = () => true): Promise<Holder[]> {
  const [tickets, attendees, orders] = await Promise.all([
    Ticket.find({ event: eventId }, { order: 1, status: 1, ticketType: 1, transferredFrom: 1, holderName: 1, holderPhone: 1, linkNonce: 1 }).lean<
      HeldTicket[]
    >(),
    Attendee.find({ event: eventId }, { ticket: 1, fullName: 1, email: 1, phone: 1 }).lean(),
    Order.find({ event: eventId }, { publicId: 1, email: 1, fullName: 1 }).lean(),
  ]);
  const attendeeOf = new Map(attendees.map((attendee) => [String(attendee.ticket), attendee]));
  const orderOf = new Map(orders.map((order) => [String(order._id), order]));
  const people: Holder[] = [];
  for (const ticket of tickets) {
    if (DEAD.has(ticket.status) || !keep(ticket)) continue;
    const attendee = attendeeOf.get(String(ticket._id));
    const order = orderOf.get(String(ticket.order));
    const buyerEmail = order?.email?.toLowerCase();
    const ownLink = ticketOwnUrl(ticket);
    if (ticket.transferredFrom) {
      // Passed on: the recipient's own address (the buyer's stands in on the record of one reached by phone).
      const email = attendee?.email && attendee.email.toLowerCase() !== buyerEmail ? attendee.email : undefined;
      people.push({ email, phone: ticket.holderPhone ?? attendee?.phone, name: ticket.holderName ?? attendee?.fullName, ticketsUrl: ownLink });
      continue;
    }
    people.push({
      email: order?.email ?? attendee?.email,
      // A holder named with a phone is reached on it with their own link (below), not as the buyer.
      phone: ticket.holderPhone ? undefined : attendee?.phone,
      name: order?.fullName ?? attendee?.fullName,
      ticketsUrl: order?.publicId ? orderTicketsUrl(order.publicId) : undefined,
    });
    if (ticket.holderPhone) people.push({ phone: ticket.holderPhone, name: ticket.holderName, ticketsUrl: ownLink });
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
