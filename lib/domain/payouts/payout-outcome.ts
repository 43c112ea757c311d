import "server-only";
import type { Types } from "mongoose";
import { formatMoney } from "@/lib/platform/format";
import { logger } from "@/lib/platform/logger";
import { payoutOutcomeEmail } from "@/lib/domain/mail/payout-templates";
import { ownPageLink } from "@/lib/domain/mail/links";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { Event } from "@/models/Event";
import type { PayoutDoc } from "@/models/Payout";
import { User } from "@/models/User";

type Outcome = "paid" | "failed" | "reversed";

/** Why a transfer ended as it did, in the organiser's words; the gateway's own reason is added when it gave one. */
export function payoutReason(outcome: Outcome, gatewayReason?: string): string {
  const said = gatewayReason?.trim() ? ` Reason given: "${gatewayReason.trim().slice(0, 120)}".` : "";
  if (outcome === "paid") return "The transfer reached the account.";
  if (outcome === "failed")
    return `The bank did not accept the transfer.${said} The amount is back in the event's balance: check the account details and request it again.`;
  return `The bank sent the transfer back.${said} The amount is back in the event's balance: check the account details and request it again.`;
}

/** Tells the organiser by e-mail how the payout ended and why (its note); the caller's flip made this happen once. */
export async function mailPayoutOutcome(payout: PayoutDoc & { _id: Types.ObjectId }, outcome: Outcome): Promise<void> {
  const reason = payout.note ?? payoutReason(outcome);
  try {
    const [organiser, event] = await Promise.all([
      User.findById(payout.organizer, { fullname: 1, email: 1 }).lean(),
      Event.findById(payout.event, { eventTitle: 1 }).lean(),
    ]);
    if (!organiser) return;
    const mail = payoutOutcomeEmail({
      fullname: organiser.fullname,
      eventTitle: event?.eventTitle ?? "your event",
      amount: formatMoney(payout.amount),
      account: `${payout.bankAccountName}, ${payout.bankName} ${payout.bankAccountNumber}`,
      outcome,
      reason,
      url: ownPageLink("/dashboard/payout-details"),
    });
    await sendMail({ to: organiser.email, ...mail });
  } catch (error) {
    logger.error("payout outcome mail failed", { payout: String(payout._id), error });
  }
}
