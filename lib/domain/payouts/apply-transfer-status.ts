import "server-only";
import type { Types } from "mongoose";
import { mailPayoutOutcome, payoutReason } from "@/lib/domain/payouts/payout-outcome";
import { Event } from "@/models/Event";
import { Payout, type PayoutDoc } from "@/models/Payout";

/**
 * Moves a payout to what the gateway says about its transfer, once (conditional on the status it
 * leaves). A failed or reversed transfer gives its amount back to the event's balance, in the
 * update that follows the one flip that won, so a replay can never give it back twice; the
 * organiser is told why by the payout's note and an e-mail.
 */
export async function applyTransferStatus(reference: string, gatewayStatus: string, gatewayReason?: string): Promise<boolean> {
  const next = gatewayStatus === "success" ? "paid" : gatewayStatus === "failed" ? "failed" : gatewayStatus === "reversed" ? "reversed" : null;
  if (!next) return false;
  const from: PayoutDoc["status"][] = next === "reversed" ? ["pending", "paid"] : ["pending"];
  // Why it ended so, written with the status itself, so nobody reads the one without the other.
  const note = payoutReason(next, gatewayReason).slice(0, 300);
  const payout = await Payout.findOneAndUpdate(
    { reference, status: { $in: from } },
    { $set: { status: next, note } },
    { returnDocument: "after" },
  ).lean<PayoutDoc & { _id: Types.ObjectId }>();
  if (!payout) return false;
  if (next !== "paid") await Event.updateOne({ _id: payout.event }, { $inc: { payoutsRequested: -payout.amount } });
  await mailPayoutOutcome(payout, next);
  return true;
}
