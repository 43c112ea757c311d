import "server-only";
import { recordAudit } from "@/lib/domain/audit/audit-log";
import { reachTicket } from "@/lib/domain/tickets/transfer/ticket-access";
import { transferTicket, type TransferDone } from "@/lib/domain/tickets/transfer/transfer-ticket";
import type { TransferInput } from "@/lib/domain/validations/ticket-transfer";
import { Event } from "@/models/Event";

/** The holder (its link) or the buyer (the order's link, or signed in) passes a ticket to a friend; logged for the organiser. */
export async function passTicketOn(ticketId: string, input: TransferInput, userId: string | null): Promise<TransferDone> {
  const { ticket, by } = await reachTicket(ticketId, input, userId);
  const done = await transferTicket(ticket, input, by);
  const event = await Event.findById(ticket.event, { organizer: 1 }).lean();
  if (event) {
    await recordAudit({
      ownerId: String(event.organizer),
      eventId: String(event._id),
      action: "ticket_transfer",
      actor: { kind: "ticket_holder", actorId: String(ticket._id), label: by.label },
      detail: `Ticket ${ticket.checkInCode} passed to ${done.toMasked} (issue ${done.issueNumber})`,
    });
  }
  return done;
}
