import { renderEmail } from "@/lib/domain/mail/layout";
import type { EmailTemplate } from "@/lib/domain/mail/templates";

type TransferMail = { eventTitle: string; date: string; venue: string; ticketTypeName: string };

/** To the person a ticket was passed to: their own ticket's link (their QR code is on that page). */
export function ticketReceivedEmail({
  holderName,
  fromName,
  url,
  ...ticket
}: TransferMail & { holderName: string; fromName: string; url: string }): EmailTemplate {
  const rendered = renderEmail({
    preheader: `${fromName} passed you a ticket for ${ticket.eventTitle}`,
    heading: `A ticket for ${ticket.eventTitle} is yours`,
    paragraphs: [
      `Hello ${holderName}, ${fromName} passed you a ${ticket.ticketTypeName} ticket for ${ticket.eventTitle}.`,
      `${ticket.date} · ${ticket.venue}`,
      "Open your ticket with the button below: it shows your own QR code, which the door scans. It needs no login; keep the link to yourself.",
    ],
    action: { label: "Open your ticket", url },
    footnote: "The ticket's earlier QR code no longer admits anyone: only yours does.",
  });
  return { subject: `Your ticket for ${ticket.eventTitle}`, ...rendered };
}

/** To the buyer (and the holder who passed it on): the ticket is someone else's now, and its old QR code is dead. */
export function ticketPassedOnEmail({ fullName, toName, ...ticket }: TransferMail & { fullName: string; toName: string }): EmailTemplate {
  const rendered = renderEmail({
    preheader: `Your ${ticket.eventTitle} ticket now belongs to ${toName}`,
    heading: "Your ticket was passed on",
    paragraphs: [
      `Hello ${fullName}, a ${ticket.ticketTypeName} ticket for ${ticket.eventTitle} (${ticket.date}) was passed to ${toName}.`,
      "They have a new QR code of their own; the old QR code and its link no longer admit anyone.",
      "If you did not expect this, reply to this e-mail or contact the organiser at once.",
    ],
  });
  return { subject: `Your ticket for ${ticket.eventTitle} was passed on`, ...rendered };
}
