import "server-only";
import { ApiError } from "@/lib/api/errors";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { availableBalance } from "@/lib/payouts/banks";
import { applyTransferStatus } from "@/lib/payouts/apply-transfer-status";
import { createGatewayTransfer } from "@/lib/payouts/gateway-transfers";
import { transferRecipientFor } from "@/lib/payouts/transfer-recipient";
import { newMoneyReference } from "@/lib/refunds/refund-reference";
import type { PayoutRequest } from "@/lib/validations/payout";
import { Event } from "@/models/Event";
import { Payout } from "@/models/Payout";
import { PayoutAccount } from "@/models/PayoutAccount";

const RESERVE_ATTEMPTS = 5;

/**
 * Pays out part of one event's balance to the organiser's saved account: reserves the amount on
 * the event, then transfers it through the gateway with our own unique reference. The status
 * follows by webhook (and the transfer sweep); failed or reversed money returns to the balance.
 */
export async function requestPayout(organizerId: string, request: PayoutRequest) {
  await connectToDatabase();
  const event = await Event.findById(request.eventId, { organizer: 1, eventTitle: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  if (String(event.organizer) !== organizerId) throw new ApiError("forbidden", "You can only request payouts for your own events");
  const account = await PayoutAccount.findOne({ organizer: organizerId }).lean();
  if (!account) throw new ApiError("unprocessable_entity", "Save your payout bank account first", { bankCode: ["Save your payout bank account first"] });

  await reserve(organizerId, request.eventId, request.amount);
  const reference = newMoneyReference("po");
  const payout = await Payout.create({
    organizer: organizerId,
    event: request.eventId,
    amount: request.amount,
    bankAccountName: account.accountName,
    bankAccountNumber: account.accountNumber,
    bankName: account.bankName,
    bankCode: account.bankCode,
    reference,
  }).catch(async (error: unknown) => {
    await Event.updateOne({ _id: request.eventId }, { $inc: { payoutsRequested: -request.amount } });
    throw error;
  });

  try {
    const recipient = await transferRecipientFor(account);
    const transfer = await createGatewayTransfer({ amount: request.amount * 100, recipient, reference, reason: `Scheditix payout: ${event.eventTitle}`.slice(0, 100) });
    await Payout.updateOne({ _id: payout._id }, { $set: { transferCode: transfer.transfer_code, recipientCode: recipient } });
    await applyTransferStatus(reference, transfer.status);
  } catch (error) {
    // Refused before it moved anything (our reference is unique, so nothing can be paid twice): money back to the balance.
    logger.error("transfer not accepted by the gateway", { reference, error });
    await Payout.updateOne({ _id: payout._id }, { $set: { note: "The payment service refused the transfer" } });
    await applyTransferStatus(reference, "failed");
  }
  const stored = await Payout.findById(payout._id).lean();
  return { _id: String(payout._id), reference, amount: payout.amount, status: stored?.status ?? "pending" };
}

/**
 * Raises the event's requested payouts by `amount` only while it stays within the balance: one
 * conditional update that also pins the revenue it read (refunds lower it), retried if it moved.
 */
async function reserve(organizerId: string, eventId: string, amount: number): Promise<void> {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
    const event = await Event.findById(eventId, { revenueGenerated: 1, payoutsRequested: 1 }).lean();
    if (!event) throw new ApiError("not_found", "Event not found");
    const { fee } = availableBalance(event.revenueGenerated, 0);
    const ceiling = Math.floor(event.revenueGenerated - fee);
    const reserved = await Event.updateOne(
      { _id: eventId, organizer: organizerId, revenueGenerated: event.revenueGenerated, payoutsRequested: { $lte: ceiling - amount } },
      { $inc: { payoutsRequested: amount } },
    );
    if (reserved.modifiedCount === 1) return;
    const latest = await Event.findById(eventId, { revenueGenerated: 1, payoutsRequested: 1 }).lean();
    if (latest && latest.revenueGenerated === event.revenueGenerated) {
      const left = availableBalance(latest.revenueGenerated, latest.payoutsRequested).available;
      throw new ApiError("unprocessable_entity", `You can request at most #${left.toLocaleString("en-NG")} for this event`, {
        amount: [`must be at most ${left}`],
      });
    }
  }
  throw new ApiError("conflict", "The balance changed while we checked it. Please try again.");
}
