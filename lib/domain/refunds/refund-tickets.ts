import "server-only";
import { announceListsChange } from "@/lib/domain/change-feed/announce-session-change";
import { isValidObjectId, type Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { ticketsRefundedEmail } from "@/lib/domain/mail/refund-templates";
import { isPublicOrderId } from "@/models/public-order-id";
import { newMoneyReference } from "@/lib/domain/payments/gateway-references";
import { returnToSales, takeRefundFromSales } from "@/lib/domain/refunds/refund-funding";
import { returnRefundedSeats } from "@/lib/domain/refunds/return-seats";
import { ticketPriceKobo } from "@/lib/domain/refunds/ticket-price";
import { sendRefund } from "@/lib/domain/refunds/send-refund";
import { NOT_CLAIMED_FOR_RESALE, withdrawEndedListings } from "@/lib/domain/inventory/resale-listing-guards";
import { eventAccess } from "@/lib/domain/access/event-permission";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { Refund, type RefundDoc } from "@/models/Refund";
import { Ticket } from "@/models/Ticket";

const LIVE: ("valid" | "checked_in")[] = ["valid", "checked_in"];

export type RefundSummary = { _id: string; reference: string; status: string; quantity: number; amount: number; amountKobo: number };

/** An order of an event the user may refund (owner, co-organiser, finance); 404 for anything else (someone else's included). */
export async function organiserOrder(userId: string, orderId: string): Promise<LeanOrder> {
  await connectToDatabase();
  const filter = isPublicOrderId(orderId) ? { publicId: orderId } : isValidObjectId(orderId) ? { _id: orderId } : { reference: orderId };
  const order = await Order.findOne(filter).lean<LeanOrder>();
  const access = order?.event ? await eventAccess(userId, String(order.event), "refund").catch(() => null) : null;
  if (!order || !access) throw new ApiError("not_found", "Order not found");
  return order;
}

/**
 * Refunds some (`ticketIds`) or all live tickets of a paid order. Each ticket is voided by its own
 * conditional flip (valid | checked_in → refunded, naming this refund), so when two refunds of one
 * ticket race, one gets it and the other gets nothing: seats and money move once. The money comes
 * off the event's sales first (refused when its sales were paid out), then the tickets are voided,
 * the seats and the buyer's allowance go back, the gateway is asked for exactly the voided
 * tickets' price, and the buyer is told.
 */
export async function refundTickets(
  order: LeanOrder,
  input: { ticketIds?: string[]; reason: string; kind: RefundDoc["kind"]; notify?: boolean },
): Promise<RefundSummary> {
  if (order.kind !== "ticket" || !order.event) throw new ApiError("conflict", "Only ticket orders can be refunded");
  if (order.status !== "paid")
    throw new ApiError("conflict", order.status === "refunded" ? "This order is already refunded" : "Only paid orders can be refunded");
  if (order.fulfilment === "due") throw new ApiError("conflict", "This order's tickets are still being issued. Try again in a minute.");

  // A ticket a buyer is paying for on resale is theirs to sell first (docs/resale.md): refundable once their hold ends.
  const chosen = {
    order: order._id,
    status: { $in: LIVE },
    ...NOT_CLAIMED_FOR_RESALE,
    ...(input.ticketIds ? { _id: { $in: input.ticketIds } } : {}),
  };
  const candidates = await Ticket.find(chosen, { _id: 1, ticketType: 1, owner: 1 }).lean();
  if (input.ticketIds && input.ticketIds.some((id) => !candidates.some((ticket) => String(ticket._id) === id))) {
    throw new ApiError("conflict", "Some of these tickets are not live tickets of this order (already refunded?)");
  }
  if (candidates.length === 0) throw new ApiError("conflict", "This order has no tickets left to refund");

  // A refund returns the tickets' price; fees a buyer paid on top stay paid (README: Fees).
  const feesPassed = order.feeMode === "pass";
  const plannedKobo = candidates.reduce((sum, ticket) => sum + ticketPriceKobo(order, ticket.ticketType), 0);
  // The money comes off the event's sales before any ticket is voided: a refund the event can no
  // longer fund (its sales were paid out) changes nothing.
  await takeRefundFromSales(order.event, plannedKobo, feesPassed);
  const refund = await Refund.create({
    reference: newMoneyReference("rf"),
    order: order._id,
    event: order.event,
    kind: input.kind,
    transactionReference: order.reference,
    reason: input.reason,
  }).catch(async (error: unknown) => {
    await returnToSales(order.event as Types.ObjectId, plannedKobo, feesPassed);
    throw error;
  });
  const voidedTickets: typeof candidates = [];
  for (const ticket of candidates) {
    const flipped = await Ticket.updateOne(
      { _id: ticket._id, status: { $in: LIVE }, ...NOT_CLAIMED_FOR_RESALE },
      { $set: { status: "refunded", refund: refund._id } },
    );
    if (flipped.modifiedCount === 1) voidedTickets.push(ticket);
  }
  // Refunded tickets leave their holders' upcoming events (kept-lists.ts).
  announceListsChange(voidedTickets.map((ticket) => ticket.owner));
  const voided: Types.ObjectId[] = voidedTickets.map((ticket) => ticket._id);
  const amountKobo = voidedTickets.reduce((sum, ticket) => sum + ticketPriceKobo(order, ticket.ticketType), 0);
  await returnToSales(order.event, plannedKobo - amountKobo, feesPassed);
  if (voided.length === 0) {
    await Refund.deleteOne({ _id: refund._id });
    throw new ApiError("conflict", "These tickets were already refunded");
  }

  await Refund.updateOne({ _id: refund._id }, { $set: { tickets: voided, quantity: voided.length, amountKobo } });
  const after = await Order.findOneAndUpdate(
    { _id: order._id },
    { $inc: { refundedQuantity: voided.length, refundedKobo: amountKobo } },
    { returnDocument: "after" },
  ).lean<LeanOrder>();
  const whole = (after?.refundedQuantity ?? 0) >= order.quantity;
  if (whole) await Order.updateOne({ _id: order._id, status: "paid" }, { $set: { status: "refunded" } });
  await returnRefundedSeats(order, voidedTickets, refund._id);
  await withdrawEndedListings(voidedTickets.map((ticket) => ({ ...ticket, event: order.event as Types.ObjectId })));

  const record = { _id: refund._id, reference: refund.reference, transactionReference: order.reference, amountKobo, reason: input.reason };
  const status = amountKobo > 0 ? await sendRefund(record) : await markFreeRefundDone(refund._id);
  if (input.notify !== false) await notifyBuyer(order, voided.length, amountKobo, input.reason);
  return { _id: String(refund._id), reference: refund.reference, status, quantity: voided.length, amount: amountKobo / 100, amountKobo };
}

/** Free tickets move no money: the refund is done as soon as they are void. */
async function markFreeRefundDone(refundId: Types.ObjectId): Promise<"processed"> {
  await Refund.updateOne({ _id: refundId }, { $set: { status: "processed", processedAt: new Date() } });
  return "processed";
}

async function notifyBuyer(order: LeanOrder, quantity: number, amountKobo: number, reason: string) {
  if (!order.email) return;
  const event = await Event.findById(order.event, { eventTitle: 1 }).lean();
  const mail = ticketsRefundedEmail({
    fullname: order.fullName ?? "",
    eventTitle: event?.eventTitle ?? "your event",
    quantity,
    amountKobo,
    reason,
    reference: order.reference,
  });
  await sendMail({ to: order.email, ...mail }).catch((error: unknown) => logger.error("refund mail failed", { error }));
}
