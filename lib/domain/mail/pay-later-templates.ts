import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

export type PayLaterNotice = {
  fullname: string;
  eventTitle: string;
  /** What to pay, all in (formatted naira). */
  amount: string;
  /** "Bank transfer", "USSD". */
  channelLabel: string;
  /** Until when the seats are held (Lagos time, formatted). */
  heldUntil: string;
  /** The page that resumes the same payment. */
  url: string;
};

/** Sent when a transfer or USSD payment gets its longer hold: what is held, until when, and the way back to pay. */
export function payLaterEmail(notice: PayLaterNotice): EmailTemplate {
  const rendered = renderEmail({
    preheader: `Your seats for ${notice.eventTitle} are held until ${notice.heldUntil} (Lagos time)`,
    heading: "Your seats are held while your payment arrives",
    paragraphs: [
      `Hello ${notice.fullname}, we are holding your seats for ${notice.eventTitle} until ${notice.heldUntil} (Lagos time) while we wait for your ${notice.channelLabel.toLowerCase()} payment of ${notice.amount}.`,
      "Once the money reaches us we e-mail your tickets straight away. If you have not paid yet, or the payment page closed, open the link below: it takes you back to the same payment.",
    ],
    action: { label: "Continue your payment", url: notice.url },
    footnote: `Pay only the exact amount, ${notice.amount}, and only until ${notice.heldUntil}. A payment that arrives after the hold ends gets tickets if seats are left; otherwise it is refunded in full automatically.`,
  });
  return { subject: `Seats held until ${notice.heldUntil}: finish paying for ${notice.eventTitle}`, ...rendered };
}
