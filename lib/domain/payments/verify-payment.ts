import "server-only";
import { notFound } from "@/lib/platform/errors";
import { findOrderByReference } from "@/lib/domain/orders/get-buyer-order";
import { settlePayment } from "@/lib/domain/payments/fulfil-order";
import type { LeanOrder } from "@/lib/domain/orders/serialize-order";
import { orderTicketsPath } from "@/lib/domain/orders/ticket-link";
import { gatewayTransaction } from "@/lib/domain/payments/gateway-transaction";

/**
 * What the gateway says about an order's payment (found by its reference or public id), applied
 * once.
 */
export async function verifyPayment(referenceOrOrderId: string) {
  const order = await findOrderByReference(referenceOrOrderId);
  if (!order) throw notFound("Payment");
  const transaction = await gatewayTransaction(order.reference);
  const settled = await settlePayment(order.reference, transaction ?? { status: "pending", amount: 0, currency: "NGN" });
  return settled.status === "Successful" ? { ...settled, ...guestTickets(order) } : settled;
}

/**
 * A guest has no account page to see the tickets on: the buyer's own return from checkout (it
 * holds the payment reference) gets the order's no-login link and where the tickets were e-mailed.
 */
function guestTickets(order: LeanOrder): { ticketsUrl?: string; sentTo?: string } {
  if (!order.guest || !order.publicId) return {};
  return { ticketsUrl: orderTicketsPath(order.publicId), sentTo: order.email ?? undefined };
}
