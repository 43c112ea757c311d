// Pending: opens the gateway's checkout, where the buyer pays.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { getEnv } from "@/lib/platform/env";
import { findOrderById } from "@/lib/domain/orders/get-buyer-order";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { initializeTransaction } from "@/lib/domain/payments/paystack-client";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { User } from "@/models/User";

const STATUS_SENTENCE: Record<string, string> = {
  paid: "This order is already paid.",
  expired: "This order's 15-minute hold has ended. Please start a new purchase.",
  failed: "This order's payment failed. Please start a new purchase.",
  refund_due: "This order is being refunded.",
  refunded: "This order was refunded.",
};

/**
 * Opens (or reopens) the gateway checkout of a pending order and answers where the buyer pays.
 * The public order id is the capability: anyone holding it may pay, but a signed-in caller must
 * own it; the internal id counts only with the buyer's token.
 */
export async function startCheckout(orderId: string, callerId: string | null) {
  const order = await findOrderById(orderId, callerId);
  if (!order) throw new ApiError("not_found", "Order not found");
  if (order.status === "holding") throw new ApiError("not_found", "Order not found");
  if (order.status !== "pending") throw new ApiError("conflict", STATUS_SENTENCE[order.status] ?? "This order cannot be paid.");
  if (order.expiresAt && order.expiresAt <= new Date()) throw new ApiError("conflict", STATUS_SENTENCE.expired as string);
  if (order.amountKobo === 0) throw new ApiError("conflict", "This order is free: there is nothing to pay.");
  if (order.checkoutUrl) return { checkout_url: order.checkoutUrl, reference: order.reference };

  const buyer = await User.findById(order.buyer, { email: 1 }).lean();
  const { authorizationUrl } = await initializeTransaction({
    email: order.email || buyer?.email || "buyer@scheditix.invalid",
    amount: order.amountKobo,
    reference: order.reference,
    callbackUrl: new URL(`/payment-verify?reference=${encodeURIComponent(order.reference)}`, getEnv().APP_URL).toString(),
    metadata: { orderId: publicOrderId(order), kind: order.kind, description: await describe(order) },
  });
  await Order.updateOne({ _id: order._id, checkoutUrl: { $exists: false } }, { $set: { checkoutUrl: authorizationUrl } });
  return { checkout_url: authorizationUrl, reference: order.reference };
}

async function describe(order: LeanOrder): Promise<string> {
  if (order.kind === "plan") return `Scheditix ${order.plan === "premium" ? "Premium" : "Pro"} plan, one year`;
  const event = await Event.findById(order.event, { eventTitle: 1 }).lean();
  return `${order.quantity} × ticket for ${event?.eventTitle ?? "an event"}`;
}
