// Confirm: the buyer's return from checkout asks the gateway about the payment and settles it
// (settle-payment.ts); the gateway's webhook (lib/domain/payments/webhooks) settles the same way.
import "server-only";
import { notFound } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { settlePayment } from "@/lib/domain/orders/settle-payment";
import { orderTicketsPath } from "@/lib/domain/tickets/ticket-link";
import { gatewayConfig, verifyTransaction, type VerifiedTransaction } from "@/lib/domain/payments/paystack-client";
import { readTestTransaction } from "@/lib/domain/payments/test-gateway/transactions";
import { Order, type LeanOrder } from "@/models/Order";
import { isPublicOrderId } from "@/models/public-order-id";

/** The order behind a payment reference (or its public id), or null. */
async function findOrderByReference(reference: string): Promise<LeanOrder | null> {
  await connectToDatabase();
  return Order.findOne(isPublicOrderId(reference) ? { publicId: reference } : { reference }).lean<LeanOrder>();
}

/**
 * What the gateway says about a reference, or null when it has no such transaction. In TEST MODE
 * the transaction is this server's own record, read from the database rather than over HTTP, so a
 * burst of replays never waits on a second request to ourselves. Throws when the gateway cannot answer.
 */
export async function gatewayTransaction(reference: string): Promise<VerifiedTransaction | null> {
  if (!gatewayConfig().testMode) return verifyTransaction(reference);
  return readTestTransaction(reference);
}

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
