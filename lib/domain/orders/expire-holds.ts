// Expire: the hold sweeper ends unpaid holds whose time is up (15 minutes, or a transfer's longer hold).
import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { endHold } from "@/lib/domain/orders/holds/end-hold";
import { settlePayment } from "@/lib/domain/orders/settle-payment";
import { gatewayTransaction } from "@/lib/domain/orders/verify-payment";
import { Order, type LeanOrder } from "@/models/Order";

/**
 * Ends unpaid holds whose time is up and gives their seats back. A hold whose checkout was
 * opened is first looked up at the gateway: a payment that went through (its webhook lost to a
 * crash, say) completes the order instead; a gateway that cannot answer leaves the hold to the next
 * sweep, for at most `GATEWAY_PATIENCE_MS` (a payment that arrives later is still honoured or
 * refunded, see settle-payment). Each order moves pending → expired in a conditional update, so every instance may sweep at once.
 */
export async function expireHolds(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = await Order.find({ status: "pending", expiresAt: { $lte: now } })
    .limit(200)
    .lean<LeanOrder[]>();
  let expired = 0;
  for (const order of due) {
    if (order.checkoutUrl && (await paidAtGateway(order, now))) continue;
    // Pinned to the end it read: a hold lengthened meanwhile (a transfer on its way) is not ended.
    if (await endHold(order, ["pending"], "expired", { guard: { expiresAt: order.expiresAt } })) expired += 1;
  }
  return expired;
}

const GATEWAY_PATIENCE_MS = 60 * 60_000;

/** True when the gateway took the payment (the order is then completed), or could not say yet. */
async function paidAtGateway(order: LeanOrder, now: Date): Promise<boolean> {
  try {
    const transaction = await gatewayTransaction(order.reference);
    if (transaction?.status !== "success") return false;
    await settlePayment(order.reference, transaction);
    return true;
  } catch (error) {
    const patient = (order.expiresAt?.getTime() ?? 0) > now.getTime() - GATEWAY_PATIENCE_MS;
    logger.warn(
      patient ? "could not ask the gateway about an ending hold; asking again next sweep" : "the gateway did not answer for an hour; the hold ends",
      {
        reference: order.reference,
        error,
      },
    );
    return patient;
  }
}
