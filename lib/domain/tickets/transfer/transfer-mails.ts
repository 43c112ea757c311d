import "server-only";
import { formatEventDate } from "@/lib/platform/format";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { ticketReceivedContent } from "@/lib/domain/messages/message-content";
import { sendToPerson } from "@/lib/domain/messages/send-to-person";
import { ticketPassedOnEmail, ticketReceivedEmail } from "@/lib/domain/mail/transfer-templates";
import { ticketOwnUrl } from "@/lib/domain/tickets/holders/ticket-own-link";
import { maskedContact } from "@/lib/domain/tickets/holders/mask-contact";
import type { LeanTicket, Transferor } from "@/lib/domain/tickets/transfer/transfer-ticket";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";

/**
 * Each transfer reaches both sides: the recipient gets their ticket's own link by e-mail and, when
 * they gave a phone, by SMS and WhatsApp (through the messages' delivery log, once per ticket); the
 * buyer, and the holder who passed it on when they had an address of their own, get a notice that
 * the old QR code is dead.
 */
export async function sendTransferMails(
  old: LeanTicket,
  next: LeanTicket,
  recipient: { name: string; email?: string; phone?: string },
  by: Transferor,
): Promise<void> {
  const [event, order, oldAttendee] = await Promise.all([
    Event.findById(old.event, { eventTitle: 1, startDate: 1, eventLocation: 1, organizer: 1 }).lean(),
    Order.findById(old.order, { email: 1, fullName: 1 }).lean(),
    Attendee.findOne({ ticket: old._id }, { email: 1, fullName: 1 }).lean(),
  ]);
  if (!event) return;
  const ticket = {
    eventTitle: event.eventTitle,
    date: formatEventDate(event.startDate),
    venue: event.eventLocation,
    ticketTypeName: old.ticketTypeName ?? "Regular",
  };
  const sends: Promise<unknown>[] = [];
  const fromName = by.kind === "organiser" ? "The organiser" : old.holderName || oldAttendee?.fullName || order?.fullName || "A friend";
  const url = ticketOwnUrl(next);
  if (recipient.email) {
    sends.push(sendMail({ to: recipient.email, ...ticketReceivedEmail({ ...ticket, holderName: recipient.name, fromName, url }) }));
  }
  if (recipient.phone) {
    sends.push(
      sendToPerson({
        eventId: String(old.event),
        organiserId: String(event.organizer),
        kind: "ticket",
        channels: ["sms", "whatsapp"],
        person: { phone: recipient.phone, name: recipient.name },
        content: () => ticketReceivedContent({ ...ticket, name: recipient.name, fromName, url }),
        once: `ticket:${String(next._id)}`,
      }),
    );
  }
  const toName = maskedContact({ fullName: recipient.name, ...recipient });
  const notified = new Set<string>();
  for (const person of [order && { email: order.email, fullName: order.fullName }, oldAttendee]) {
    const address = person?.email?.toLowerCase();
    if (!address || notified.has(address) || address === recipient.email) continue;
    notified.add(address);
    sends.push(sendMail({ to: address, ...ticketPassedOnEmail({ ...ticket, fullName: person?.fullName || "there", toName }) }));
  }
  await Promise.all(sends);
}
