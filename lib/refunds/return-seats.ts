import "server-only";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { releaseQuota } from "@/lib/tickets/seat-holds";
import { Event } from "@/models/Event";

/**
 * Gives refunded tickets back to the event: seats return to stock, the sale and its revenue come
 * off the counters, in one atomic update. Called once per refund, by whoever voided its tickets
 * (each ticket's valid → refunded flip is conditional, so a seat can never come back twice).
 * When the whole order is refunded the buyer's allowance for it is given back too.
 */
export async function returnRefundedSeats(order: LeanOrder, quantity: number, amountKobo: number, wholeOrder: boolean): Promise<void> {
  if (!order.event || quantity <= 0) return;
  await Event.updateOne(
    { _id: order.event },
    { $inc: { seatsTaken: -quantity, ticketSold: -quantity, totalAttendee: -quantity, revenueGenerated: -amountKobo / 100, countersVersion: 1 } },
  );
  if (wholeOrder) await releaseQuota(String(order.buyer), String(order.event), order._id, order.quantity);
}
