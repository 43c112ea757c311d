// Waitlist: the one place an offer is announced to its person. E-mail today; other channels (SMS,
// WhatsApp) join here, each from the same notice.
import "server-only";
import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { ownPageLink } from "@/lib/domain/mail/links";
import { waitlistOfferEmail, type WaitlistOfferNotice } from "@/lib/domain/mail/waitlist-templates";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";
import type { LeanOrder } from "@/models/Order";

export type OfferNotice = WaitlistOfferNotice & { to: { email: string; phone: string } };

/** What the offer says, for every channel: who, what, how much, until when, and the link to pay. */
export function offerNoticeOf(entry: LeanWaitlistEntry, order: LeanOrder, eventTitle: string): OfferNotice {
  return {
    to: { email: entry.email, phone: entry.phone },
    fullName: entry.fullName,
    eventTitle,
    typeName: order.lines?.[0]?.name ?? "Tickets",
    partySize: order.quantity,
    amount: formatKobo(order.amountKobo),
    heldUntil: order.expiresAt ? lagosClock(order.expiresAt) : "",
    url: ownPageLink(payLaterPath(publicOrderId(order))),
  };
}

/**
 * Sends an offer's notice, then marks it sent (the entry's `notice` unset, only while this offer is
 * its offer). A failure leaves it due: the waitlist sweep sends it again.
 */
export async function sendOfferNotice(entry: LeanWaitlistEntry, order: LeanOrder, eventTitle: string): Promise<void> {
  const notice = offerNoticeOf(entry, order, eventTitle);
  await sendMail({ to: notice.to.email, ...waitlistOfferEmail(notice) });
  await WaitlistEntry.updateOne({ _id: entry._id, offerOrder: order._id, notice: "due" }, { $unset: { notice: 1 } });
}
