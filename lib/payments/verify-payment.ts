import "server-only";
import { notFound } from "@/lib/api/errors";
import { findOrderByReference } from "@/lib/orders/get-buyer-order";
import { settlePayment } from "@/lib/payments/fulfil-order";
import type { LeanOrder } from "@/lib/orders/serialize-order";
import { orderTicketsPath } from "@/lib/orders/ticket-link";
import { gatewayTransaction } from "@/lib/payments/gateway-transaction";
import { User } from "@/models/User";

/**
 * What the gateway says about an order's payment (found by its reference or public id), applied
 * once.
 */
export async function verifyPayment(referenceOrOrderId: string) {
  const order = await findOrderByReference(referenceOrOrderId);
  if (!order) throw notFound("Payment");
  const transaction = await gatewayTransaction(order.reference);
  const settled = await settlePayment(order.reference, transaction ?? { status: "pending", amount: 0, currency: "NGN" });
  return settled.status === "Successful" ? { ...settled, ...(await guestTickets(order)) } : settled;
}

/**
 * A guest has no account page to see the tickets on: the buyer's own return from checkout (it
 * holds the payment reference) gets the order's no-login link and where the tickets were e-mailed.
 */
async function guestTickets(order: LeanOrder): Promise<{ ticketsUrl?: string; sentTo?: string }> {
  if (order.kind !== "ticket" || !order.publicId || !(await User.exists({ _id: order.buyer, guest: true }))) return {};
  return { ticketsUrl: orderTicketsPath(order.publicId), sentTo: order.email ?? undefined };
}
