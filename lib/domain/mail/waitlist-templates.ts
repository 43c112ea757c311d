import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

export type WaitlistJoinNotice = {
  fullName: string;
  eventTitle: string;
  typeName: string;
  partySize: number;
  position: number | null;
  /** The entry's no-login page: position, and leaving. */
  url: string;
};

const tickets = (count: number) => `${count} ticket${count === 1 ? "" : "s"}`;

/** Sent on joining: the place in the queue, what happens next, and the way to leave. */
export function waitlistJoinedEmail(notice: WaitlistJoinNotice): EmailTemplate {
  const rendered = renderEmail({
    preheader: `You are on the waitlist for ${notice.eventTitle}${notice.position ? `, position ${notice.position}` : ""}`,
    heading: "You are on the waitlist",
    paragraphs: [
      `Hello ${notice.fullName}, you are on the waitlist for ${tickets(notice.partySize)} (${notice.typeName}) to ${notice.eventTitle}${notice.position ? `, at position ${notice.position}` : ""}.`,
      "When seats come back we hold them for the next person whose party fits, and send a link by e-mail, SMS and WhatsApp that goes straight to paying for them. The offer lasts a limited time; if it runs out, the seats pass to the next person.",
    ],
    action: { label: "See your place or leave the waitlist", url: notice.url },
    footnote: "You can leave the waitlist at any time from that link; no account is needed.",
  });
  return { subject: `You are on the waitlist for ${notice.eventTitle}`, ...rendered };
}

export type WaitlistOfferNotice = {
  fullName: string;
  eventTitle: string;
  typeName: string;
  partySize: number;
  /** All in, formatted naira. */
  amount: string;
  /** Until when the seats are held (Lagos time, formatted). */
  heldUntil: string;
  /** Straight to paying for the held seats. */
  url: string;
};

/** Sent when seats are held for an entry: what, for how much, until when, and the link to pay. */
export function waitlistOfferEmail(notice: WaitlistOfferNotice): EmailTemplate {
  const rendered = renderEmail({
    preheader: `${tickets(notice.partySize)} for ${notice.eventTitle} are held for you until ${notice.heldUntil} (Lagos time)`,
    heading: "Seats came back, and they are yours to buy",
    paragraphs: [
      `Hello ${notice.fullName}, ${tickets(notice.partySize)} (${notice.typeName}) for ${notice.eventTitle} are held for you until ${notice.heldUntil} (Lagos time), for ${notice.amount}.`,
      "Open the link below to pay for exactly those seats. Nobody else can buy them while the offer lasts.",
    ],
    action: { label: "Buy your held tickets", url: notice.url },
    footnote: `If you do not pay by ${notice.heldUntil}, the seats pass to the next person on the waitlist. If you no longer want them, you can let them go from the same page.`,
  });
  return { subject: `Your waitlist offer for ${notice.eventTitle}: held until ${notice.heldUntil}`, ...rendered };
}
