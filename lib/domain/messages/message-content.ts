import "server-only";
import { renderEmail } from "@/lib/domain/mail/layout";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import type { Content } from "@/lib/domain/messages/send-to-person";
import type { Channel } from "@/lib/domain/messages/channels/types";

type OrganiserMessage = { eventTitle: string; organiserName: string; subject: string; body: string };

const stopLine = (optOut: string | null) => (optOut ? `Stop messages from this organiser: ${optOut}` : "");

/**
 * An organiser's message as each channel carries it: an e-mail in the app's layout, an SMS with the
 * event's name in front, a WhatsApp template whose parameters are the event, the text and the
 * opt-out link. Every one carries the opt-out link.
 */
export function organiserMessageContent(message: OrganiserMessage, channel: Channel, optOut: string | null): Content {
  const from = `${message.organiserName} (${message.eventTitle})`;
  if (channel === "email") {
    const email = renderEmail({
      preheader: message.body.slice(0, 90),
      heading: message.subject,
      paragraphs: [...message.body.split(/\n{2,}/), `From ${from}.`],
      footnote: optOut ? `You get this because you hold a ticket for, or wait for one to, ${message.eventTitle}. ${stopLine(optOut)}` : undefined,
    });
    return { subject: message.subject, text: email.text, html: email.html, params: [] };
  }
  const text = [`${message.eventTitle}: ${message.body}`, stopLine(optOut)].filter(Boolean).join("\n");
  return { subject: message.subject, text, params: [message.eventTitle, message.body, optOut ?? ""] };
}

type Reminder = { eventTitle: string; when: string; hoursBefore: 24 | 2; name: string; venue: string; ticketsUrl: string; mapUrl: string };

/** A reminder: when and where, the ticket link and the venue's map link, and the opt-out link. */
export function reminderContent(reminder: Reminder, channel: Channel, optOut: string | null): Content {
  const soon = reminder.hoursBefore === 24 ? "tomorrow" : "in two hours";
  const subject = `${reminder.eventTitle} starts ${soon}`;
  const greeting = reminder.name ? `Hello ${reminder.name.split(" ")[0]},` : "Hello,";
  if (channel === "email") {
    const email = renderEmail({
      preheader: `${reminder.when} at ${reminder.venue}`,
      heading: subject,
      paragraphs: [greeting, `${reminder.eventTitle} starts ${reminder.when} at ${reminder.venue}.`, `Directions: ${reminder.mapUrl}`],
      action: { label: "Show my tickets", url: reminder.ticketsUrl },
      footnote: optOut ? stopLine(optOut) : undefined,
    });
    return { subject, text: email.text, html: email.html, params: [] };
  }
  const text = [
    `${reminder.eventTitle} starts ${reminder.when} at ${reminder.venue}.`,
    `Tickets: ${reminder.ticketsUrl}`,
    `Map: ${reminder.mapUrl}`,
    stopLine(optOut),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    subject,
    text,
    params: [reminder.name || "there", reminder.eventTitle, reminder.when, reminder.venue, reminder.ticketsUrl, reminder.mapUrl, optOut ?? ""],
  };
}

/** The venue on Google Maps: a search for the address, which needs no key and opens the app on phones. */
export function mapSearchUrl(venue: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}`;
}

type ReceivedTicket = { eventTitle: string; date: string; venue: string; name: string; fromName: string; url: string };

/**
 * A ticket passed on, by SMS or WhatsApp (its e-mail is the transfer's own,
 * lib/domain/mail/transfer-templates.ts): who sent it, the event, and the ticket's own link with its
 * QR code. No opt-out link: it is the person's ticket. WhatsApp template parameters: name, from,
 * event, date, venue, link.
 */
export function ticketReceivedContent(ticket: ReceivedTicket): Content {
  const subject = `${ticket.fromName} sent you a ticket for ${ticket.eventTitle}`;
  return {
    subject,
    text: `${subject} (${ticket.date}, ${ticket.venue}). Your ticket and QR code: ${ticket.url}`,
    params: [ticket.name || "there", ticket.fromName, ticket.eventTitle, ticket.date, ticket.venue, ticket.url],
  };
}

type Offer = { eventTitle: string; name: string; seats: number; expiresAt: Date; checkoutUrl: string };

/**
 * A waitlist offer by SMS or WhatsApp: the seats held, until when (Lagos time), and the link into
 * checkout (its e-mail is the waitlist's own, lib/domain/mail/waitlist-templates.ts). No opt-out
 * link: the person asked for it. WhatsApp template parameters: name, event, seats, until, link.
 */
export function offerTextContent(offer: Offer): Content {
  const seats = `${offer.seats} seat${offer.seats === 1 ? "" : "s"}`;
  const until = formatLagosMoment(offer.expiresAt);
  return {
    subject: `${seats} for ${offer.eventTitle} are held for you`,
    text: `${offer.eventTitle}: ${seats} held for you until ${until}. Buy: ${offer.checkoutUrl}`,
    params: [offer.name || "there", offer.eventTitle, seats, until, offer.checkoutUrl],
  };
}
