import "server-only";
import type { Types } from "mongoose";
import { uncountSale } from "@/lib/domain/sales-days/count-sale";
import { releaseTypeSeats, type TypeCount } from "@/lib/domain/inventory/type-counters";
import { offerReturnedSeats } from "@/lib/domain/waitlist/nudge/offer-returned-seats";
import { Event } from "@/models/Event";
import { TicketQuota } from "@/models/TicketQuota";
import type { LeanOrder } from "@/models/Order";

type RefundedTicket = { ticketType?: Types.ObjectId | null };

/**
 * Gives refunded tickets back to the event: their seats return to their types' stock and the
 * event's, the sale comes off the counters (and off its day's, for trending), and the buyer may
 * buy that many again. Called once per refund, by whoever voided its tickets (each ticket's
 * valid → refunded flip is conditional, so a seat can never come back twice). The money came off
 * the event's sales before the tickets were voided (`takeRefundFromSales`).
 */
export async function returnRefundedSeats(order: LeanOrder, tickets: RefundedTicket[], refundId: Types.ObjectId): Promise<void> {
  if (!order.event || tickets.length === 0) return;
  const eventId = String(order.event);
  await releaseTypeSeats(eventId, countByType(order, tickets));
  await Promise.all([
    Event.updateOne({ _id: order.event }, { $inc: { ticketSold: -tickets.length, totalAttendee: -tickets.length, countersVersion: 1 } }),
    order.paidAt ? uncountSale(order.event, order.paidAt, tickets.length) : null,
    order.buyer ? returnAllowance(order, refundId, tickets.length) : null,
  ]);
  offerReturnedSeats(eventId);
}

/**
 * The buyer's allowance for the event goes down by the refunded tickets, partial refunds included,
 * keyed by the refund so a retry can never give it back twice, and only for an order the allowance
 * counted.
 */
async function returnAllowance(order: LeanOrder, refundId: Types.ObjectId, quantity: number): Promise<void> {
  await TicketQuota.updateOne(
    { buyer: order.buyer, event: order.event, orders: order._id, held: { $gte: quantity }, refunds: { $ne: refundId } },
    { $inc: { held: -quantity }, $push: { refunds: refundId } },
  );
}

/** Tickets issued before ticket types have none: they belong to the order's only line, if any. */
function countByType(order: LeanOrder, tickets: RefundedTicket[]): TypeCount[] {
  const counts = new Map<string, number>();
  const fallback = order.lines?.length === 1 ? order.lines[0]?.ticketType : undefined;
  for (const ticket of tickets) {
    const type = ticket.ticketType ?? fallback;
    const key = type ? String(type) : "";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  // A ticket of no known type still frees a seat of the event's total (releaseTypeSeats skips unknown types).
  return [...counts].map(([ticketType, quantity]) => ({ ticketType, quantity }));
}
