// Waitlist: the one place an offer is announced to its person, on every channel they can be reached
// on (e-mail, SMS, WhatsApp), through the messages' delivery log, which sends, retries and records.
import "server-only";
import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import { ownPageLink } from "@/lib/domain/mail/links";
import { waitlistOfferEmail, type WaitlistOfferNotice } from "@/lib/domain/mail/waitlist-templates";
import { CHANNELS } from "@/lib/domain/messages/channels/types";
import { offerTextContent } from "@/lib/domain/messages/message-content";
import { sendToPerson } from "@/lib/domain/messages/send-to-person";
import { payLaterPath } from "@/lib/domain/orders/pay-later-link";
import { publicOrderId } from "@/lib/domain/orders/serialize-order";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";
import type { LeanOrder } from "@/models/Order";

/** The event an offer is for: its name, and whose it is (the sender of the messages). */
export type OfferEvent = { eventTitle: string; organizer: unknown };

/** What the offer's e-mail says: who, what, how much, until when, and the link to pay. */
export function offerNoticeOf(entry: LeanWaitlistEntry, order: LeanOrder, eventTitle: string): WaitlistOfferNotice {
  return {
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
 * Queues an offer's notice on every channel (once per offer, however often asked), then marks it
 * sent (the entry's `notice` unset, only while this offer is its offer). A failure to queue leaves
 * it due: the waitlist sweep asks again.
 */
export async function sendOfferNotice(entry: LeanWaitlistEntry, order: LeanOrder, event: OfferEvent): Promise<void> {
  const notice = offerNoticeOf(entry, order, event.eventTitle);
  const offer = {
    eventTitle: event.eventTitle,
    name: entry.fullName,
    seats: order.quantity,
    expiresAt: order.expiresAt ?? new Date(),
    checkoutUrl: notice.url,
  };
  await sendToPerson({
    eventId: String(order.event),
    organiserId: String(event.organizer),
    kind: "offer",
    channels: CHANNELS,
    person: { email: entry.email, phone: entry.phone, name: entry.fullName },
    content: (channel) => (channel === "email" ? { ...waitlistOfferEmail(notice), params: [] } : offerTextContent(offer)),
    once: `offer:${String(order._id)}`,
  });
  await WaitlistEntry.updateOne({ _id: entry._id, offerOrder: order._id, notice: "due" }, { $unset: { notice: 1 } });
}
