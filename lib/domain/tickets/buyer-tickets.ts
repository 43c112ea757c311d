import "server-only";
import type { Types } from "mongoose";
import { isValidObjectId } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { EVENT_IMAGE_PLACEHOLDER } from "@/lib/platform/media/public-url";
import { signedTicketText } from "@/lib/domain/gate/signing-key";
import { qrDataUrl } from "@/lib/domain/tickets/qr";
import { maskedContact } from "@/lib/domain/tickets/holders/mask-contact";
import { ticketOwnPath } from "@/lib/domain/tickets/holders/ticket-own-link";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Ticket, type TicketDoc } from "@/models/Ticket";

export type BuyerTicket = {
  _id: string;
  orderId: string;
  checkInCode: string;
  qrDataUrl: string;
  ticketTypeName: string;
  tableNumber: number | null;
  seatNumber: number | null;
  parking: boolean;
  status: TicketDoc["status"];
  checkedInAt: string | null;
  /** The ticket's holder: the name it carries, else the attendee's (the buyer's). */
  holderName: string;
  /** Tickets for people (docs/tickets-for-people.md): the holder's phone (10 digits, "" when none). */
  holderPhone: string;
  /** This ticket's own no-login page (path with its key). */
  link: string;
  /** 1, and one more for each time the seat was passed on. */
  issueNumber: number;
  /** Issued by a transfer (the order's page shows the ticket it replaced instead). */
  fromTransfer: boolean;
  /** On a transferred ticket: to whom, masked ("Ada L. (a***@gmail.com)"). */
  transferredTo: string | null;
  event: {
    _id: string;
    eventTitle: string;
    eventLocation: string;
    startDate: string;
    startTime: string;
    endDate: string;
    endTime: string;
    imageUrl: string;
    /** The organiser cancelled it; its tickets are refunded. */
    cancelled: boolean;
  };
};

type LeanTicket = TicketDoc & { _id: Types.ObjectId };

/** A ticket passed to someone with no account here stays on the buyer's account: it is not theirs to list. */
const heldByOwner = (ticket: LeanTicket) => ticket.heldByOwner !== false;

/** The ticket a ticket's own link opens, described as the buyer's pages describe tickets. */
export async function describeTicket(ticket: LeanTicket): Promise<BuyerTicket | null> {
  return (await describe([ticket]))[0] ?? null;
}

async function describe(tickets: LeanTicket[]): Promise<BuyerTicket[]> {
  const eventIds = [...new Set(tickets.map((ticket) => String(ticket.event)))];
  const [events, attendees] = await Promise.all([
    Event.find({ _id: { $in: eventIds } }).lean(),
    Attendee.find(
      { ticket: { $in: tickets.flatMap((ticket) => (ticket.transferredTo ? [ticket._id, ticket.transferredTo] : [ticket._id])) } },
      { ticket: 1, fullName: 1, email: 1, phone: 1 },
    ).lean(),
  ]);
  const eventById = new Map(events.map((event) => [String(event._id), event]));
  const attendeeOf = new Map(attendees.map((attendee) => [String(attendee.ticket), attendee]));
  const recipient = (ticket: LeanTicket) => {
    const next = ticket.transferredTo ? attendeeOf.get(String(ticket.transferredTo)) : undefined;
    return next ? maskedContact(next) : ticket.status === "transferred" ? "someone else" : null;
  };
  return Promise.all(
    tickets.flatMap((ticket) => {
      const event = eventById.get(String(ticket.event));
      if (!event) return [];
      return (async () => ({
        _id: String(ticket._id),
        orderId: String(ticket.order),
        checkInCode: ticket.checkInCode,
        // The QR carries the signed payload, so a gate with no signal can tell a genuine ticket it has not heard of.
        qrDataUrl: await qrDataUrl(await signedTicketText(ticket)),
        ticketTypeName: ticket.ticketTypeName ?? "Regular",
        tableNumber: ticket.tableNumber ?? null,
        seatNumber: ticket.seatNumber ?? null,
        parking: ticket.parking,
        status: ticket.status,
        checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
        holderName: ticket.holderName || (attendeeOf.get(String(ticket._id))?.fullName ?? ""),
        holderPhone: ticket.holderPhone ?? "",
        link: ticketOwnPath(ticket),
        issueNumber: ticket.issueNumber ?? 1,
        fromTransfer: Boolean(ticket.transferredFrom),
        transferredTo: recipient(ticket),
        event: {
          _id: String(event._id),
          eventTitle: event.eventTitle,
          eventLocation: event.eventLocation,
          startDate: event.startDate,
          startTime: event.startTime,
          endDate: event.endDate,
          endTime: event.endTime,
          imageUrl: event.image?.imageUrl || EVENT_IMAGE_PLACEHOLDER,
          cancelled: Boolean(event.cancelledAt),
        },
      }))();
    }),
  );
}

/** Every ticket the user holds, newest first (at most `limit`). */
export async function listBuyerTickets(userId: string, limit = 100): Promise<BuyerTicket[]> {
  await connectToDatabase();
  const tickets = await Ticket.find({ owner: userId }).sort({ createdAt: -1, seatIndex: 1 }).limit(limit).lean<LeanTicket[]>();
  return describe(tickets.filter(heldByOwner));
}

/** The user's own tickets of one order, in seat order (lib/domain/orders/get-buyer-order.ts finds the order). */
export async function listOwnTicketsOfOrder(userId: string, orderId: Types.ObjectId): Promise<BuyerTicket[]> {
  const tickets = await Ticket.find({ owner: userId, order: orderId }).sort({ seatIndex: 1, issueNumber: 1 }).lean<LeanTicket[]>();
  return describe(tickets.filter(heldByOwner));
}

/** Every ticket of one order, in seat order (the caller has checked the right to see them). */
export async function listTicketsOfOrder(orderId: Types.ObjectId | string): Promise<BuyerTicket[]> {
  await connectToDatabase();
  return describe(await Ticket.find({ order: orderId }).sort({ seatIndex: 1, issueNumber: 1 }).lean<LeanTicket[]>());
}

/** One of the user's tickets, or null (also for someone else's). */
export async function getBuyerTicket(userId: string, ticketId: string): Promise<BuyerTicket | null> {
  if (!isValidObjectId(ticketId)) return null;
  await connectToDatabase();
  const ticket = await Ticket.findOne({ _id: ticketId, owner: userId }).lean<LeanTicket>();
  return ticket && heldByOwner(ticket) ? ((await describe([ticket]))[0] ?? null) : null;
}

/** The user's tickets for one event, in seat order. */
export async function listBuyerTicketsForEvent(userId: string, eventId: string): Promise<BuyerTicket[]> {
  if (!isValidObjectId(eventId)) return [];
  await connectToDatabase();
  const tickets = await Ticket.find({ owner: userId, event: eventId }).sort({ createdAt: 1, seatIndex: 1 }).limit(100).lean<LeanTicket[]>();
  return describe(tickets.filter(heldByOwner));
}
