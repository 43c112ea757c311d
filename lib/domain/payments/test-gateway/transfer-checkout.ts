import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { testCheckoutUrl } from "@/lib/domain/payments/test-gateway/checkout-url";
import { OPEN_CHECKOUT, isOpenCheckout } from "@/lib/domain/payments/test-gateway/complete-test-checkout";
import { scheduleTransferLanding } from "@/lib/domain/payments/test-gateway/confirm-transfers";
import { offeredChannels } from "@/lib/domain/payments/test-gateway/transactions";
import { ARRIVAL_DELAYS, newTransferAccount, newUssdCode, type ArrivalDelay } from "@/lib/domain/payments/test-gateway/transfer-details";
import { TestTransaction, type TestTransactionDoc } from "@/models/TestTransaction";

export type ArrivalChannel = "bank_transfer" | "ussd";

/** Whether the transaction already shows a transfer account (still taking money) or USSD code for `channel`. */
function detailsStillGood(transaction: TestTransactionDoc, channel: ArrivalChannel, now: Date): boolean {
  if (transaction.status !== "ongoing" || transaction.channel !== channel) return false;
  if (channel === "ussd") return Boolean(transaction.ussdCode);
  return Boolean(transaction.accountNumber && transaction.accountExpiresAt && transaction.accountExpiresAt > now);
}

/**
 * The buyer chose Bank transfer or USSD: as Paystack does when it generates the account (or the
 * code), the transaction becomes `ongoing` with that channel. Choosing again keeps the details
 * while they are good; an expired account is replaced. Answers the page to show next, or `refused`.
 */
export async function chooseArrivalChannel(reference: string, channel: ArrivalChannel, now = new Date()) {
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  if (!offeredChannels(transaction.channels).includes(channel)) return { refused: `This checkout does not take ${channel} payments` } as const;
  if (isOpenCheckout(transaction) && !detailsStillGood(transaction, channel, now)) {
    const details = channel === "ussd" ? { ussdCode: newUssdCode() } : newTransferAccount(now);
    // Conditional on the status read, so two presses at once generate one set of details.
    await TestTransaction.updateOne(
      { reference, ...OPEN_CHECKOUT, status: transaction.status },
      { $set: { status: "ongoing", channel, ...details } },
    );
  }
  return { redirectTo: testCheckoutUrl(reference, transaction.callbackUrl) } as const;
}

/**
 * The buyer says the transfer (or USSD payment) is sent: the transaction is `pending` while the
 * money is on its way, and lands after the delay chosen (never, for a lost transfer). The landing
 * time is stored, so a restart or another instance lands it too (confirm-transfers.ts).
 */
export async function sayTransferSent(reference: string, delay: ArrivalDelay, now = new Date()) {
  await connectToDatabase();
  const transaction = await TestTransaction.findOne({ reference }, { callbackUrl: 1 }).lean();
  if (!transaction) return null;
  const ms = ARRIVAL_DELAYS[delay].ms;
  const landsAt = ms == null ? null : new Date(now.getTime() + ms);
  const sent = await TestTransaction.updateOne(
    {
      reference,
      ...OPEN_CHECKOUT,
      status: "ongoing",
      // A transfer account takes money only until it expires; the page then offers a new one.
      $or: [{ channel: "ussd" }, { channel: "bank_transfer", accountExpiresAt: { $gt: now } }],
    },
    { $set: { status: "pending", sentAt: now, ...(landsAt ? { confirm: "due", confirmAt: landsAt } : {}) } },
  );
  if (sent.modifiedCount === 1 && landsAt) scheduleTransferLanding(reference, landsAt);
  return { redirectTo: testCheckoutUrl(reference, transaction.callbackUrl) } as const;
}
