import "server-only";
import type { Types } from "mongoose";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { uncountSale } from "@/lib/sales-days/count-sale";
import { releaseQuota } from "@/lib/tickets/seat-holds";
import { releaseTypeSeats, type TypeCount } from "@/lib/tickets/type-counters";
import { Event } from "@/models/Event";

type RefundedTicket = { ticketType?: Types.ObjectId | null };

/**
 * Gives refunded tickets back to the event: their seats return to their types' stock and the
 * event's, and the sale and its revenue come off the counters (and off its day's, for trending). Called once per refund, by whoever
 * voided its tickets (each ticket's valid → refunded flip is conditional, so a seat can never come
 * back twice). When the whole order is refunded the buyer's allowance for it is given back too.
 */
export async function returnRefundedSeats(order: LeanOrder, tickets: RefundedTicket[], amountKobo: number, wholeOrder: boolean): Promise<void> {
  if (!order.event || tickets.length === 0) return;
  const eventId = String(order.event);
  await releaseTypeSeats(eventId, countByType(order, tickets));
  await Promise.all([
    Event.updateOne(
      { _id: order.event },
      { $inc: { ticketSold: -tickets.length, totalAttendee: -tickets.length, revenueGenerated: -amountKobo / 100, countersVersion: 1 } },
    ),
    order.paidAt ? uncountSale(order.event, order.paidAt, tickets.length) : null,
  ]);
  if (wholeOrder) await releaseQuota(String(order.buyer), eventId, order._id, order.quantity);
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
