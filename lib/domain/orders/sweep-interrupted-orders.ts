// Repair: finishes what a crash interrupted (purchases undone, releases and fulfilments still due).
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { returnHeldSeats } from "@/lib/domain/orders/holds/end-hold";
import { finishFulfilment } from "@/lib/domain/orders/issue-tickets";
import { undoHolding } from "@/lib/domain/orders/holds/undo-holding";
import { clearSettledMarks } from "@/lib/domain/inventory/order-marks";
import { Order, type LeanOrder } from "@/models/Order";

const BATCH = 200;
// Orders repaired at once: a crash leaves tens of them, and each is a few round trips and an e-mail.
const CONCURRENCY = 4;

/**
 * Finishes what a crash interrupted, in any number of instances at once (every step is keyed by
 * the order and conditional): purchases that stopped before their order became pending are undone
 * (whatever they had taken given back, the order removed), ended holds give back what they still
 * hold, and paid orders still lacking tickets get them. An order counts as interrupted once it has
 * sat untouched for `settleMs`. No step needs the event to be quiet: whether an order's seats are
 * held and its sale counted is marked on the event by the same update that moved the counters.
 */
export async function sweepInterruptedOrders(now = new Date(), settleMs = getEnv().ORDER_SETTLE_SECONDS * 1000) {
  await connectToDatabase();
  const cutoff = new Date(now.getTime() - settleMs);
  const undone = await eachOrder({ status: "holding", createdAt: { $lte: cutoff } }, undoHolding);
  const released = await eachOrder({ release: "due", updatedAt: { $lte: cutoff } }, async (order) => {
    await returnHeldSeats(order);
    return true;
  });
  const completed = await eachOrder({ fulfilment: "due", paidAt: { $lte: cutoff } }, (order) =>
    finishFulfilment(order, { repairAfterMs: settleMs, wait: false }),
  );
  await clearSettledMarks(now);
  return { undone, released, completed };
}

/** Runs `step` on up to a batch of matching orders, a few at a time (each order's steps are keyed by it); counts those it finished. */
async function eachOrder(filter: Record<string, unknown>, step: (order: LeanOrder) => Promise<boolean>): Promise<number> {
  const orders = await Order.find(filter).limit(BATCH).lean<LeanOrder[]>();
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < orders.length) {
      const order = orders[next++] as LeanOrder;
      try {
        if (await step(order)) done += 1;
      } catch (error) {
        logger.error("could not finish an interrupted order", { reference: order.reference, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, orders.length) }, worker));
  return done;
}
