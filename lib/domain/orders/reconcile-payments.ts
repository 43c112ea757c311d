// Reconcile: pending payments are asked about at the gateway on a schedule, so a missed webhook or
// a buyer who never came back costs nobody a seat, and a transfer on its way gets its longer hold.
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { extendHold } from "@/lib/domain/orders/holds/extend-hold";
import { longHoldMinutes } from "@/lib/domain/orders/holds/hold-windows";
import { sendPayLaterMail } from "@/lib/domain/orders/pay-later-mail";
import { settlePayment } from "@/lib/domain/orders/settle-payment";
import { gatewayTransaction } from "@/lib/domain/orders/verify-payment";
import { nextCheckAt, STOP_CHECKING } from "@/lib/domain/orders/payment-checks";
import { Order, type LeanOrder } from "@/models/Order";

/** Gateway states of a charge still on its way (Paystack: ongoing, pending, processing, queued). */
const ON_ITS_WAY = new Set(["ongoing", "pending", "processing", "queued"]);
const BATCH = 200;

export type Reconciled = { settled: number; extended: number };

/**
 * Asks the gateway about every order whose check is due. Each check is claimed first (the next one
 * scheduled in the same conditional update), so instances never ask twice at once. A payment that
 * went through is settled as its webhook would have been; a transfer or USSD charge on its way
 * gets its channel's longer hold (and the buyer the pay-later e-mail); nothing else changes.
 */
export async function reconcilePayments(now = new Date()): Promise<Reconciled> {
  await connectToDatabase();
  // An indexed equality (the embedded database filters ranges after reading): the orders on the
  // list are the checkouts opened in the last few hours, and the due ones among them come first.
  const listed = await Order.find({ reconcile: "due" }).sort({ checkAt: 1 }).limit(BATCH).lean<LeanOrder[]>();
  const done: Reconciled = { settled: 0, extended: 0 };
  for (const order of listed) {
    if (order.checkAt && order.checkAt > now) continue;
    const next = nextCheckAt(order, now);
    const claimed = await Order.updateOne(
      { _id: order._id, reconcile: "due", checkAt: order.checkAt },
      next ? { $set: { checkAt: next }, $inc: { checks: 1 } } : { $unset: STOP_CHECKING },
    );
    if (claimed.modifiedCount !== 1 || !next) continue;
    try {
      const outcome = await reconcileOne(order, now);
      if (outcome) done[outcome] += 1;
    } catch (error) {
      logger.warn("could not reconcile a payment; asking again later", { reference: order.reference, error });
    }
  }
  return done;
}

async function reconcileOne(order: LeanOrder, now: Date): Promise<keyof Reconciled | null> {
  const transaction = await gatewayTransaction(order.reference);
  if (!transaction) return null;
  if (transaction.status === "success") {
    await settlePayment(order.reference, transaction);
    return "settled";
  }
  if (order.status !== "pending" || !ON_ITS_WAY.has(transaction.status) || !longHoldMinutes(transaction.channel)) return null;
  const hold = await extendHold(order, transaction.channel as string, now);
  if (!hold.extended) return null;
  if (hold.first) await sendPayLaterMail(order, hold.heldUntil, transaction.channel);
  return "extended";
}
