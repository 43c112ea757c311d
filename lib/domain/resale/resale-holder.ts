// Resale: who may sell a ticket back (its signed-in owner, or whoever holds its order's link) and
// everything the holder's screens and mails need about it.
import "server-only";
import { isValidObjectId, type Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { recordAudit, type AuditAction } from "@/lib/domain/audit/audit-log";
import { ticketPriceKobo } from "@/lib/domain/refunds/ticket-price";
import { isOrderTicketsKey, orderTicketsUrl } from "@/lib/domain/tickets/ticket-link";
import { resaleClosesAt, resalePolicyOf, resaleQuote, type ResalePolicy, type ResaleQuote } from "@/lib/domain/resale/resale-policy";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { Ticket, type TicketDoc } from "@/models/Ticket";

/** The signed-in buyer, or the order's no-login link (its public id and key). */
export type ResaleHolder = { userId: string } | { orderId: string; key: string };

export type HeldTicket = TicketDoc & { _id: Types.ObjectId };

export type HolderContext = {
  ticket: HeldTicket;
  order: LeanOrder;
  event: {
    _id: Types.ObjectId;
    eventTitle: string;
    organizer: Types.ObjectId;
    startsAt: Date;
    cancelledAt?: Date | null;
    feeMode?: "absorb" | "pass" | null;
  };
  policy: ResalePolicy;
  quote: ResaleQuote;
  closesAt: Date;
};

const NOT_FOUND = "Ticket not found";

/**
 * The ticket with its order, event, the event's policy and what selling it back would return. 404
 * for a ticket the caller does not hold (someone else's answers exactly like one that does not exist).
 */
export async function holderContext(holder: ResaleHolder, ticketId: string): Promise<HolderContext> {
  if (!isValidObjectId(ticketId)) throw new ApiError("not_found", NOT_FOUND);
  await connectToDatabase();
  const ticket = await Ticket.findById(ticketId).lean<HeldTicket>();
  if (!ticket) throw new ApiError("not_found", NOT_FOUND);
  const order = await Order.findById(ticket.order).lean<LeanOrder>();
  const holds =
    "userId" in holder ? String(ticket.owner) === holder.userId : order?.publicId === holder.orderId && isOrderTicketsKey(holder.orderId, holder.key);
  if (!order || !holds) throw new ApiError("not_found", NOT_FOUND);
  const event = await Event.findById(ticket.event, {
    eventTitle: 1,
    organizer: 1,
    startsAt: 1,
    cancelledAt: 1,
    feeMode: 1,
    resalePolicy: 1,
    ticketTypes: 1,
  }).lean();
  if (!event) throw new ApiError("not_found", NOT_FOUND);
  const policy = resalePolicyOf(event.resalePolicy);
  const type = event.ticketTypes?.find((candidate) => String(candidate._id) === String(ticket.ticketType));
  const paidKobo = ticketPriceKobo(order, ticket.ticketType);
  const faceValueKobo = type ? Math.round(type.price * 100) : paidKobo;
  const quote = resaleQuote(policy, paidKobo, faceValueKobo, event.feeMode ?? "absorb");
  return { ticket, order, event, policy, quote, closesAt: resaleClosesAt(policy, event.startsAt) };
}

/** Who the holder is, as the organiser's audit log and the mails name them. */
export async function auditHolderAction(context: HolderContext, holder: ResaleHolder, action: AuditAction, detail: string): Promise<void> {
  const label = `${context.order.fullName || "Ticket holder"} (${context.order.email ?? "no e-mail"})`;
  const actorId = "userId" in holder ? holder.userId : `order:${context.order.publicId ?? ""}`;
  await recordAudit({
    ownerId: String(context.event.organizer),
    eventId: String(context.event._id),
    action,
    actor: { kind: "ticket_holder", actorId, label },
    detail,
  });
}

/** What the holder's mails say about the ticket. */
export const toldAbout = (context: Pick<HolderContext, "ticket" | "order" | "event">) => ({
  to: context.order.email,
  fullname: context.order.fullName ?? "",
  eventTitle: context.event.eventTitle,
  checkInCode: context.ticket.checkInCode,
  ticketsUrl: context.order.publicId ? orderTicketsUrl(context.order.publicId) : "",
});

/**
 * The holder a request speaks for: the order's link when it sends one (a signed-in buyer may hold
 * a link to someone else's order), else the signed-in caller; 401 with neither.
 */
export function resaleHolder(caller: { userId: string } | null | undefined, link: { orderId?: string; key?: string }): ResaleHolder {
  if (link.orderId && link.key) return { orderId: link.orderId, key: link.key };
  if (caller) return { userId: caller.userId };
  throw new ApiError("unauthorized", "Sign in, or open this ticket from its order's link");
}
