import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { connectToDatabase } from "@/lib/platform/db";
import { PAYMENT_CHANNELS, type PaymentChannel } from "@/lib/domain/payments/channels";
import { testCheckoutUrl } from "@/lib/domain/payments/test-gateway/checkout-url";
import { TestTransaction } from "@/models/TestTransaction";

const channel = z.enum(PAYMENT_CHANNELS, {
  error: (issue) => `Invalid channel: ${JSON.stringify(issue.input)}. Allowed: ${PAYMENT_CHANNELS.join(", ")}`,
});

export const initializeRequest = z.object({
  email: z.email(),
  amount: z.number().int().min(0),
  currency: z.literal("NGN").default("NGN"),
  reference: z.string().regex(/^[A-Za-z0-9.=-]+$/),
  callback_url: z.url(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  // Like Paystack: the checkout offers only these; every channel when absent or empty.
  channels: z.array(channel, { error: "channels must be a list of channel names" }).optional(),
});

/** The channels a transaction's checkout offers, in the order the page lists them. */
export const offeredChannels = (chosen: readonly string[] | null | undefined): PaymentChannel[] => {
  const named = PAYMENT_CHANNELS.filter((name) => chosen?.includes(name));
  return named.length ? named : [...PAYMENT_CHANNELS];
};

/** Like Paystack: a new transaction per reference; a reused reference is refused. */
export async function createTestTransaction(input: z.output<typeof initializeRequest>) {
  await connectToDatabase();
  if (await TestTransaction.exists({ reference: input.reference })) return null;
  const transaction = await TestTransaction.create({
    reference: input.reference,
    accessCode: randomBytes(8).toString("hex"),
    email: input.email,
    amount: input.amount,
    currency: input.currency,
    callbackUrl: input.callback_url,
    metadata: input.metadata,
    channels: offeredChannels(input.channels),
  });
  return {
    authorization_url: testCheckoutUrl(transaction.reference, transaction.callbackUrl),
    access_code: transaction.accessCode,
    reference: transaction.reference,
  };
}

const GATEWAY_RESPONSE: Record<string, string> = {
  pending: "The transaction was not completed",
  ongoing: "Transaction ongoing",
  success: "Approved",
  failed: "Declined",
  abandoned: "The transaction was not completed",
};

/** What Paystack's verify answers in `data` (and its charge.success webhook carries). */
export async function readTestTransaction(reference: string) {
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  return {
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    channel: transaction.channel ?? null,
    gateway_response: transaction.sentAt && transaction.status === "pending" ? "Transaction in progress" : GATEWAY_RESPONSE[transaction.status],
    paid_at: transaction.paidAt?.toISOString() ?? null,
    customer: { email: transaction.email },
    metadata: transaction.metadata ?? {},
  };
}
