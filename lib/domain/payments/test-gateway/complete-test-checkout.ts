import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import type { PaymentChannel } from "@/lib/domain/payments/channels";
import { callbackWithReference } from "@/lib/domain/payments/test-gateway/checkout-url";
import { offeredChannels } from "@/lib/domain/payments/test-gateway/transactions";
import { WEBHOOK_DUE_NOW } from "@/lib/domain/payments/test-gateway/webhook-delivery";
import { TestTransaction } from "@/models/TestTransaction";

/**
 * A checkout the buyer may still act on: not paid, and no transfer said to be on its way. As on
 * Paystack's page, a declined or abandoned attempt is not final: the buyer may try again.
 */
const OPEN_STATUSES = ["pending", "ongoing", "failed", "abandoned"] as const;
export const OPEN_CHECKOUT = { status: { $in: [...OPEN_STATUSES] }, sentAt: { $exists: false } };

export const isOpenCheckout = (transaction: { status: string; sentAt?: Date | null }): boolean =>
  (OPEN_STATUSES as readonly string[]).includes(transaction.status) && !transaction.sentAt;

export type CheckoutEnd = "pay" | "decline" | "abandon";

/**
 * Pay and Decline stand for a card (or bank account) charge; without a channel, the first of those
 * offered, else the first channel offered (a transfer or USSD payment that lands at once).
 */
function chargedChannel(offered: PaymentChannel[], asked?: "card" | "bank"): PaymentChannel | null {
  if (asked) return offered.includes(asked) ? asked : null;
  return offered.find((channel) => channel === "card" || channel === "bank") ?? offered[0] ?? null;
}

/**
 * The buyer pressed Pay, Decline or Abandon on the hosted page; answers where to send the browser
 * (the callback with `?reference=`, like Paystack), or `refused` when the checkout does not offer
 * the channel asked for. Only a success settles the transaction for good.
 */
export async function completeTestCheckout(reference: string, outcome: CheckoutEnd, asked?: "card" | "bank") {
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }, { channels: 1 }).lean();
  if (!transaction) return null;
  const channel = outcome === "abandon" ? null : chargedChannel(offeredChannels(transaction.channels), asked);
  if (outcome !== "abandon" && !channel) return { refused: `This checkout does not take ${asked} payments` } as const;
  const change =
    outcome === "pay"
      ? { status: "success", channel, paidAt: new Date(), ...WEBHOOK_DUE_NOW() }
      : outcome === "decline"
        ? { status: "failed", channel }
        : { status: "abandoned" };
  await TestTransaction.updateOne({ reference, ...OPEN_CHECKOUT }, { $set: change });
  const after = await TestTransaction.findOne({ reference }, { status: 1, callbackUrl: 1 }).lean();
  if (!after) return null;
  return { redirectTo: callbackWithReference(after.callbackUrl, reference), settled: after.status } as const;
}
