import "server-only";
import { notFound } from "@/lib/api/errors";
import { findOrderByReference } from "@/lib/orders/get-buyer-order";
import { settlePayment } from "@/lib/payments/fulfil-order";
import { gatewayConfig } from "@/lib/payments/gateway-config";
import { verifyTransaction, type VerifiedTransaction } from "@/lib/payments/paystack-client";
import { readTestTransaction } from "@/lib/payments/test-gateway/transactions";

/**
 * What the gateway says about an order's payment (found by its reference or public id), applied
 * once. In TEST MODE the transaction is this server's own record, read from the database rather
 * than over HTTP, so a burst of replays never waits on a second request to ourselves.
 */
export async function verifyPayment(referenceOrOrderId: string) {
  const order = await findOrderByReference(referenceOrOrderId);
  if (!order) throw notFound("Payment");
  const transaction = await gatewayTransaction(order.reference);
  if (!transaction) return settlePayment(order.reference, { status: "pending", amount: 0, currency: "NGN" });
  return settlePayment(order.reference, transaction);
}

async function gatewayTransaction(reference: string): Promise<VerifiedTransaction | null> {
  if (!gatewayConfig().testMode) return verifyTransaction(reference);
  return readTestTransaction(reference);
}
