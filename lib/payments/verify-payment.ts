import "server-only";
import { notFound } from "@/lib/api/errors";
import { findOrderByReference } from "@/lib/orders/get-buyer-order";
import { settlePayment } from "@/lib/payments/fulfil-order";
import { gatewayTransaction } from "@/lib/payments/gateway-transaction";

/**
 * What the gateway says about an order's payment (found by its reference or public id), applied
 * once.
 */
export async function verifyPayment(referenceOrOrderId: string) {
  const order = await findOrderByReference(referenceOrOrderId);
  if (!order) throw notFound("Payment");
  const transaction = await gatewayTransaction(order.reference);
  if (!transaction) return settlePayment(order.reference, { status: "pending", amount: 0, currency: "NGN" });
  return settlePayment(order.reference, transaction);
}
