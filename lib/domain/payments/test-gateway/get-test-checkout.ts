import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { TestTransaction } from "@/models/TestTransaction";

export type TestCheckout = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: "pending" | "success" | "failed" | "abandoned";
  description: string;
};

/** What the TEST MODE hosted checkout page shows; null when unknown or when Paystack is configured. */
export async function getTestCheckout(reference: string): Promise<TestCheckout | null> {
  if (!gatewayConfig().testMode) return null;
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  const metadata = (transaction.metadata ?? {}) as { description?: unknown };
  return {
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    email: transaction.email,
    status: transaction.status,
    description: typeof metadata.description === "string" ? metadata.description : "Scheditix order",
  };
}
