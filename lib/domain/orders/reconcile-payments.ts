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
import { Order, type LeanOrder } from "@/models/Order";

const MINUTE_MS = 60_000;
/** Minutes between checks of a pending payment: soon after the checkout opens, then further apart. */
const BACKOFF_MINUTES = [1, 2, 4, 8, 10] as const;
/** After its hold ended, an opened checkout is still asked about every half hour for two hours (a late transfer). */
const LATE_CHECK_MINUTES = 30;
const LATE_WINDOW_MS = 2 * 60 * MINUTE_MS;
/** Gateway states of a charge still on its way (Paystack: ongoing, pending, processing, queued). */
const ON_ITS_WAY = new Set(["ongoing", "pending", "processing", "queued"]);
const BATCH = 200;

/** The first check of a checkout just opened. */
export const scheduleFirstCheck = (now = new Date()) => ({ checkAt: new Date(now.getTime() + BACKOFF_MINUTES[0] * MINUTE_MS), checks: 0 });

/** When to ask next about an order checked `checks` times, or null to stop asking. */
export function nextCheckAt(order: Pick<LeanOrder, "status" | "expiresAt" | "checks">, now: Date): Date | null {
  if (order.status === "pending") {
    // The first check came BACKOFF_MINUTES[0] after the checkout opened; the one after check n waits BACKOFF_MINUTES[n].
    const minutes = BACKOFF_MINUTES[Math.min((order.checks ?? 0) + 1, BACKOFF_MINUTES.length - 1)] as number;
    return new Date(now.getTime() + minutes * MINUTE_MS);
  }
  const ended = order.expiresAt?.getTime() ?? 0;
  if (order.status === "expired" && now.getTime() < ended + LATE_WINDOW_MS) return new Date(now.getTime() + LATE_CHECK_MINUTES * MINUTE_MS);
  return null;
}

export type Reconciled = { settled: number; extended: number };

/**
 * Asks the gateway about every order whose check is due. Each check is claimed first (the next one
 * scheduled in the same conditional update), so instances never ask twice at once. A payment that
 * went through is settled as its webhook would have been; a transfer or USSD charge on its way
 * gets its channel's longer hold (and the buyer the pay-later e-mail); nothing else changes.
 */
export async function reconcilePayments(now = new Date()): Promise<Reconciled> {
  await connectToDatabase();
  const due = await Order.find({ checkAt: { $lte: now } })
    .limit(BATCH)
    .lean<LeanOrder[]>();
  const done: Reconciled = { settled: 0, extended: 0 };
  for (const order of due) {
    const next = nextCheckAt(order, now);
    const claimed = await Order.updateOne(
      { _id: order._id, checkAt: order.checkAt },
      next ? { $set: { checkAt: next }, $inc: { checks: 1 } } : { $unset: { checkAt: 1 } },
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
