// Pending: opens the gateway's checkout, where the buyer pays, with the event's channels; a buyer
// who says they will pay by transfer or USSD gets that channel's longer hold and the pay-later link.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { findOrderById } from "@/lib/domain/orders/get-buyer-order";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { extendHold } from "@/lib/domain/orders/holds/extend-hold";
import { longHoldMinutes } from "@/lib/domain/orders/holds/hold-windows";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { sendPayLaterMail } from "@/lib/domain/orders/pay-later-mail";
import { scheduleFirstCheck } from "@/lib/domain/orders/payment-checks";
import { acceptedChannels, type PaymentChannel } from "@/lib/domain/payments/channels";
import { initializeTransaction } from "@/lib/domain/payments/paystack-client";
import { Event } from "@/models/Event";
import { Order, type LeanOrder } from "@/models/Order";
import { User } from "@/models/User";

const STATUS_SENTENCE: Record<string, string> = {
  paid: "This order is already paid.",
  expired: "This order's hold has ended. Please start a new purchase.",
  failed: "This order's payment failed. Please start a new purchase.",
  refund_due: "This order is being refunded.",
  refunded: "This order was refunded.",
};

export type CheckoutAnswer = {
  checkout_url: string;
  reference: string;
  /** When the seats stop being held (ISO). */
  heldUntil: string | null;
  /** Whether the chosen channel's longer hold was given. */
  longHold: boolean;
  /** What the checkout offers. */
  channels: PaymentChannel[];
  /** The page that resumes this payment while the hold lasts (for a ticket order). */
  payLaterUrl: string | null;
};

/**
 * Opens (or reopens) the gateway checkout of a pending order and answers where the buyer pays.
 * The public order id is the capability: anyone holding it may pay, but a signed-in caller must
 * own it; the internal id counts only with the buyer's token. The checkout offers the event's
 * channels; the first opening fixes them (a gateway transaction cannot change its channels), and a
 * channel asked for later still lengthens the hold.
 */
export async function startCheckout(
  orderId: string,
  callerId: string | null,
  { channel }: { channel?: PaymentChannel } = {},
): Promise<CheckoutAnswer> {
  const order = await findOrderById(orderId, callerId);
  if (!order) throw new ApiError("not_found", "Order not found");
  if (order.status === "holding") throw new ApiError("not_found", "Order not found");
  if (order.status !== "pending") throw new ApiError("conflict", STATUS_SENTENCE[order.status] ?? "This order cannot be paid.");
  if (order.expiresAt && order.expiresAt <= new Date()) throw new ApiError("conflict", STATUS_SENTENCE.expired as string);
  if (order.amountKobo === 0) throw new ApiError("conflict", "This order is free: there is nothing to pay.");

  const event = order.kind === "ticket" ? await Event.findById(order.event, { eventTitle: 1, paymentChannels: 1 }).lean() : null;
  const offered = acceptedChannels(event?.paymentChannels);
  if (channel && !offered.includes(channel)) {
    throw new ApiError("unprocessable_entity", `This event does not take ${channel} payments`, {
      channel: [`must be one of: ${offered.join(", ")}`],
    });
  }
  const hold = channel && longHoldMinutes(channel) ? await extendHold(order, channel) : null;
  const heldUntil = hold?.heldUntil ?? order.expiresAt ?? null;
  // Every channel the event takes, the buyer's choice first: one who changes their mind on the
  // payment page can still pay another way (within the hold they were given).
  const channels = channel ? [channel, ...offered.filter((other) => other !== channel)] : offered;
  const checkoutUrl = order.checkoutUrl ?? (await openCheckout(order, channels, event?.eventTitle ?? null, channel));
  const payLaterUrl = order.kind === "ticket" ? payLaterPath(publicOrderId(order)) : null;
  if (hold?.extended && hold.first)
    await sendPayLaterMail(order, heldUntil, channel).catch((error: unknown) => logger.error("pay-later mail failed", { error }));
  return {
    checkout_url: checkoutUrl,
    reference: order.reference,
    heldUntil: heldUntil?.toISOString() ?? null,
    longHold: Boolean(hold?.extended || order.longHold === "held"),
    channels,
    payLaterUrl,
  };
}

/** Initialises the gateway's transaction once; the reconciler starts asking about it a minute later. */
async function openCheckout(order: LeanOrder, channels: PaymentChannel[], eventTitle: string | null, channel?: PaymentChannel): Promise<string> {
  const buyer = await User.findById(order.buyer, { email: 1 }).lean();
  const { authorizationUrl } = await initializeTransaction({
    email: order.email || buyer?.email || "buyer@scheditix.invalid",
    amount: order.amountKobo,
    reference: order.reference,
    callbackUrl: new URL(`/payment-verify?reference=${encodeURIComponent(order.reference)}`, getEnv().APP_URL).toString(),
    metadata: { orderId: publicOrderId(order), kind: order.kind, description: describe(order, eventTitle) },
    channels,
  });
  await Order.updateOne(
    { _id: order._id, checkoutUrl: { $exists: false } },
    { $set: { checkoutUrl: authorizationUrl, ...(channel ? { payBy: channel } : {}), ...scheduleFirstCheck() } },
  );
  return authorizationUrl;
}

function describe(order: LeanOrder, eventTitle: string | null): string {
  if (order.kind === "plan") return `Scheditix ${order.plan === "premium" ? "Premium" : "Pro"} plan, one year`;
  return `${order.quantity} × ticket for ${eventTitle ?? "an event"}`;
}
