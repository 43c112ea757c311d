import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString("en-NG")}`;
const TIMING = "Refunds usually reach your bank within 5 to 10 working days.";

/** The organiser refunded some or all of an order's tickets. */
export function ticketsRefundedEmail(input: {
  fullname: string;
  eventTitle: string;
  quantity: number;
  amountKobo: number;
  reason: string;
  reference: string;
}): EmailTemplate {
  const tickets = `${input.quantity} ticket${input.quantity === 1 ? "" : "s"}`;
  const rendered = renderEmail({
    preheader: `${tickets} for ${input.eventTitle} refunded`,
    heading: "Your tickets were refunded",
    paragraphs: [
      `Hello ${input.fullname}, the organiser of ${input.eventTitle} refunded ${tickets} of your order (${input.reference}). Those tickets are no longer valid.`,
      `We are returning ${naira(input.amountKobo)} to your original payment method.${input.reason ? ` The organiser's reason: ${input.reason}` : ""}`,
    ],
    footnote: TIMING,
  });
  return { subject: `Refund for your ${input.eventTitle} tickets`, ...rendered };
}

/** The event was cancelled: every ticket holder hears it, with the organiser's message. */
export function eventCancelledEmail(input: {
  fullname: string;
  eventTitle: string;
  message: string;
  amountKobo: number;
  reference: string;
}): EmailTemplate {
  const rendered = renderEmail({
    preheader: `${input.eventTitle} has been cancelled`,
    heading: `${input.eventTitle} is cancelled`,
    paragraphs: [
      `Hello ${input.fullname}, the organiser has cancelled ${input.eventTitle}. Your tickets (order ${input.reference}) are no longer valid.`,
      ...(input.message ? [`The organiser's message: ${input.message}`] : []),
      input.amountKobo > 0
        ? `We are refunding ${naira(input.amountKobo)} to your original payment method.`
        : "Your tickets were free, so there is nothing to refund.",
    ],
    footnote: TIMING,
  });
  return { subject: `Cancelled: ${input.eventTitle}`, ...rendered };
}

/** The gateway confirmed that the money went back. */
export function refundProcessedEmail(input: { fullname: string; eventTitle: string; amountKobo: number; reference: string }): EmailTemplate {
  const rendered = renderEmail({
    preheader: `Your refund of ${naira(input.amountKobo)} is on its way`,
    heading: "Your refund is complete",
    paragraphs: [
      `Hello ${input.fullname}, your refund of ${naira(input.amountKobo)} for ${input.eventTitle} (order ${input.reference}) has been processed by our payment provider.`,
    ],
    footnote: "Your bank may take a few working days to show it.",
  });
  return { subject: `Refund processed: ${input.eventTitle}`, ...rendered };
}
