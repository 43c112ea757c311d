import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { getEnv } from "@/lib/platform/env";
import { formatMoney } from "@/lib/platform/format";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { availableBalance, organiserShare, settlesAt } from "@/lib/domain/payouts/ledger";
import { applyTransferStatus } from "@/lib/domain/payouts/apply-transfer-status";
import { createGatewayTransfer } from "@/lib/domain/payouts/gateway-transfers";
import { transferRecipientFor } from "@/lib/domain/payouts/transfer-recipient";
import { newMoneyReference } from "@/lib/domain/payments/gateway-references";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";
import { payoutRequested } from "@/lib/domain/audit/audit-details";
import { assertEventPermission } from "@/lib/domain/access/event-permission";
import type { PayoutRequest } from "@/lib/domain/validations/payout";
import { Event } from "@/models/Event";
import { Payout } from "@/models/Payout";
import { PayoutAccount } from "@/models/PayoutAccount";

const RESERVE_ATTEMPTS = 5;

/**
 * Pays out part of one event's balance to the owner's saved account (the owner or their finance
 * staff may ask; the money only ever goes to the owner's account): reserves the amount on the
 * event, then transfers it through the gateway with our own unique reference. The status
 * follows by webhook (and the transfer sweep); failed or reversed money returns to the balance.
 */
export async function requestPayout(userId: string, request: PayoutRequest, userAgent: string | null = null) {
  const { ownerId: organiserId } = await assertEventPermission(userId, request.eventId, "payouts");
  await connectToDatabase();
  const event = await Event.findById(request.eventId, { organizer: 1, eventTitle: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  const account = await PayoutAccount.findOne({ organizer: organiserId }).lean();
  if (!account)
    throw new ApiError("unprocessable_entity", "Save your payout bank account first", { bankCode: ["Save your payout bank account first"] });

  await reserve(organiserId, request.eventId, request.amount);
  const reference = newMoneyReference("po");
  const payout = await Payout.create({
    organizer: organiserId,
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
    const transfer = await createGatewayTransfer({
      amount: request.amount * 100,
      recipient,
      reference,
      reason: `Scheditix payout: ${event.eventTitle}`.slice(0, 100),
    });
    await Payout.updateOne({ _id: payout._id }, { $set: { transferCode: transfer.transfer_code, recipientCode: recipient } });
    await applyTransferStatus(reference, transfer.status);
  } catch (error) {
    // Refused before it moved anything (our reference is unique, so nothing can be paid twice): money back to the balance.
    logger.error("transfer not accepted by the gateway", { reference, error });
    await applyTransferStatus(reference, "failed", "The payment service refused the transfer");
  }
  const stored = await Payout.findById(payout._id).lean();
  await auditEventAction({
    who: userId,
    eventId: request.eventId,
    permission: "payouts",
    action: "payout_request",
    detail: payoutRequested(request.amount, event.eventTitle, stored?.status ?? "pending"),
    userAgent,
  });
  return { _id: String(payout._id), reference, amount: payout.amount, status: stored?.status ?? "pending" };
}

/**
 * Raises the event's requested payouts by `amount` only while it stays within the organiser's share
 * of its net sales, once its sales have settled (the event ended `PAYOUT_SETTLEMENT_DAYS` ago) and it
 * is not cancelled: one conditional update that also pins the net sales it read (refunds lower
 * them, and pin the payouts in turn), retried if they moved.
 */
async function reserve(organiserId: string, eventId: string, amount: number): Promise<void> {
  for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
    const event = await Event.findById(eventId, { revenueGenerated: 1, passedFeeSales: 1, payoutsRequested: 1, endsAt: 1, cancelledAt: 1 }).lean();
    if (!event) throw new ApiError("not_found", "Event not found");
    if (event.cancelledAt) throw new ApiError("conflict", "This event is cancelled: its sales go back to its buyers.");
    const settled = settlesAt(event.endsAt, getEnv().PAYOUT_SETTLEMENT_DAYS);
    if (settled.getTime() > Date.now()) {
      throw new ApiError(
        "conflict",
        `This event's sales can be paid out from ${formatLagosMoment(settled)} (Lagos time), once refunds for it are settled.`,
      );
    }
    // passedFeeSales moves only with revenueGenerated, so pinning the one pins both.
    const ceiling = organiserShare(event.revenueGenerated, event.passedFeeSales ?? 0);
    const reserved = await Event.updateOne(
      {
        _id: eventId,
        organizer: organiserId,
        revenueGenerated: event.revenueGenerated,
        payoutsRequested: { $lte: ceiling - amount },
        endsAt: event.endsAt, // an edit that moved the event later moves its settlement too
        cancelledAt: { $exists: false },
      },
      { $inc: { payoutsRequested: amount } },
    );
    if (reserved.modifiedCount === 1) return;
    const latest = await Event.findById(eventId, { revenueGenerated: 1, passedFeeSales: 1, payoutsRequested: 1 }).lean();
    if (latest && latest.revenueGenerated === event.revenueGenerated) {
      const left = availableBalance(latest.revenueGenerated, latest.payoutsRequested, latest.passedFeeSales ?? 0).available;
      throw new ApiError("unprocessable_entity", `You can request at most ${formatMoney(left)} for this event`, {
        amount: [`must be at most ${left}`],
      });
    }
  }
  throw new ApiError("conflict", "The balance changed while we checked it. Please try again.");
}
