import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import type { PaymentChannel } from "@/lib/domain/payments/channels";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { callbackWithReference } from "@/lib/domain/payments/test-gateway/checkout-url";
import { offeredChannels } from "@/lib/domain/payments/test-gateway/transactions";
import { TEST_ACCOUNT_NAME, TEST_TRANSFER_BANK } from "@/lib/domain/payments/test-gateway/transfer-details";
import { TestTransaction } from "@/models/TestTransaction";

export type TestCheckout = {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  status: "pending" | "ongoing" | "success" | "failed" | "abandoned";
  description: string;
  /** What the page offers, in the order it lists them. */
  channels: PaymentChannel[];
  /** The channel being paid by (a transfer account or USSD code shown), or paid with. */
  channel: PaymentChannel | null;
  /** The account a bank transfer goes to, while the transaction is `ongoing` by transfer. */
  transfer: { bank: string; accountName: string; accountNumber: string; expiresAt: Date; expired: boolean } | null;
  /** The code a USSD payment dials, while the transaction is `ongoing` by USSD. */
  ussdCode: string | null;
  /** The buyer said the money was sent: when it lands (null: never). */
  sent: { landsAt: Date | null } | null;
  /** The callback with `?reference=`: back to the shop. */
  returnUrl: string;
};

/** What the TEST MODE hosted checkout page shows; null when unknown or when Paystack is configured. */
export async function getTestCheckout(reference: string, now = new Date()): Promise<TestCheckout | null> {
  if (!gatewayConfig().testMode) return null;
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  const metadata = (transaction.metadata ?? {}) as { description?: unknown };
  const ongoing = transaction.status === "ongoing";
  const byTransfer = ongoing && transaction.channel === "bank_transfer" && transaction.accountNumber && transaction.accountExpiresAt;
  return {
    reference: transaction.reference,
    amount: transaction.amount,
    currency: transaction.currency,
    email: transaction.email,
    status: transaction.status,
    description: typeof metadata.description === "string" ? metadata.description : "Scheditix order",
    channels: offeredChannels(transaction.channels),
    channel: transaction.channel ?? null,
    transfer: byTransfer
      ? {
          bank: TEST_TRANSFER_BANK,
          accountName: TEST_ACCOUNT_NAME,
          accountNumber: transaction.accountNumber as string,
          expiresAt: transaction.accountExpiresAt as Date,
          expired: (transaction.accountExpiresAt as Date) <= now,
        }
      : null,
    ussdCode: ongoing && transaction.channel === "ussd" ? (transaction.ussdCode ?? null) : null,
    sent:
      transaction.sentAt && transaction.status === "pending"
        ? { landsAt: transaction.confirm === "due" ? (transaction.confirmAt ?? null) : null }
        : null,
    returnUrl: callbackWithReference(transaction.callbackUrl, transaction.reference),
  };
}
