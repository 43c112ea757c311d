import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { connectToDatabase } from "@/lib/platform/db";
import { testCheckoutUrl } from "@/lib/domain/payments/test-gateway/checkout-url";
import { TestTransaction } from "@/models/TestTransaction";

export const initializeRequest = z.object({
  email: z.email(),
  amount: z.number().int().min(0),
  currency: z.literal("NGN").default("NGN"),
  reference: z.string().regex(/^[A-Za-z0-9.=-]+$/),
  callback_url: z.url(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

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
  });
  return {
    authorization_url: testCheckoutUrl(transaction.reference, transaction.callbackUrl),
    access_code: transaction.accessCode,
    reference: transaction.reference,
  };
}

/** What Paystack's verify answers in `data`. */
export async function readTestTransaction(reference: string) {
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  return {
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    paid_at: transaction.paidAt?.toISOString() ?? null,
    customer: { email: transaction.email },
    metadata: transaction.metadata ?? {},
  };
}
