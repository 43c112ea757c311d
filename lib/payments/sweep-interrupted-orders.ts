import "server-only";
import { connectToDatabase } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { finishFulfilment } from "@/lib/payments/finish-fulfilment";
import { recountEventSales } from "@/lib/payments/recount-event-sales";
import { releaseQuota } from "@/lib/tickets/seat-holds";
import { Order } from "@/models/Order";

const BATCH = 200;

/**
 * Finishes what a crash interrupted, in any number of instances at once (every step is keyed by
 * the order and conditional): purchases that stopped between writing the order and holding its
 * seats are undone — the buyer's allowance given back, the event's counters recounted, the order
 * removed — and paid orders still lacking tickets get them. An order counts as interrupted once it
 * has sat untouched for `settleMs`.
 */
export async function sweepInterruptedOrders(now = new Date(), settleMs = getEnv().ORDER_SETTLE_SECONDS * 1000) {
  await connectToDatabase();
  const cutoff = new Date(now.getTime() - settleMs);
  const undone = await undoStalePurchases(cutoff, now, settleMs);

  let completed = 0;
  const due = await Order.find({ fulfilment: "due", paidAt: { $lte: cutoff } }).limit(BATCH).lean<LeanOrder[]>();
  for (const order of due) {
    try {
      if (await finishFulfilment(order, { settleMs, wait: false })) completed += 1;
    } catch (error) {
      logger.error("could not complete a paid order", { reference: order.reference, error });
    }
  }
  return { undone, completed };
}

async function undoStalePurchases(cutoff: Date, now: Date, settleMs: number): Promise<number> {
  const stale = await Order.find({ status: "holding", createdAt: { $lte: cutoff } }).limit(BATCH).lean<LeanOrder[]>();
  const byEvent = new Map<string, LeanOrder[]>();
  for (const order of stale) byEvent.set(String(order.event), [...(byEvent.get(String(order.event)) ?? []), order]);
  let undone = 0;
  for (const [eventId, orders] of byEvent) {
    await Promise.all(orders.map((order) => releaseQuota(String(order.buyer), eventId, order._id, order.quantity)));
    // The seats may or may not have been taken before the crash: only a recount can tell.
    if (!(await recountEventSales(eventId, now, settleMs))) continue;
    const removed = await Order.deleteMany({ _id: { $in: orders.map((order) => order._id) }, status: "holding" });
    undone += removed.deletedCount;
  }
  return undone;
}
