// The organiser renames a ticket's holder or reassigns the ticket (a transfer they make) from the
// attendee list: owners and co-organisers (the "edit" permission), each change in the audit log.
import "server-only";
import { isValidObjectId } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { auditActionBy } from "@/lib/domain/audit/audit-event-action";
import { assertEventPermission, type Principal } from "@/lib/domain/access/event-permission";
import { applyHolder } from "@/lib/domain/tickets/transfer/apply-holder";
import { transferTicket, type LeanTicket, type TransferDone } from "@/lib/domain/tickets/transfer/transfer-ticket";
import type { TransferTarget } from "@/lib/domain/validations/ticket-transfer";
import { Ticket } from "@/models/Ticket";

async function eventTicket(eventId: string, ticketId: string): Promise<LeanTicket> {
  const ticket = isValidObjectId(ticketId) ? await Ticket.findOne({ _id: ticketId, event: eventId }).lean<LeanTicket>() : null;
  if (!ticket) throw new ApiError("not_found", "No ticket of this event has that id");
  return ticket;
}

/** Changes the holder's name (and phone) on the same ticket: its code and QR stay. */
export async function renameHolder(
  who: Principal,
  eventId: string,
  ticketId: string,
  holder: { name: string; phone?: string },
  userAgent: string | null,
): Promise<{ holderName: string }> {
  const access = await assertEventPermission(who, eventId, "edit");
  await connectToDatabase();
  const ticket = await eventTicket(eventId, ticketId);
  await applyHolder(ticket, holder.name, holder.phone);
  await auditActionBy(access, { eventId, action: "ticket_holder", detail: `Ticket ${ticket.checkInCode} renamed to ${holder.name}`, userAgent });
  return { holderName: holder.name };
}

/** Gives the seat to someone else: a transfer made by the organiser (the old code dies, a new ticket is e-mailed). */
export async function reassignTicket(
  who: Principal,
  eventId: string,
  ticketId: string,
  to: TransferTarget,
  userAgent: string | null,
): Promise<TransferDone> {
  const access = await assertEventPermission(who, eventId, "edit");
  await connectToDatabase();
  const ticket = await eventTicket(eventId, ticketId);
  const done = await transferTicket(ticket, to, { kind: "organiser", label: "The organiser" });
  await auditActionBy(access, {
    eventId,
    action: "ticket_transfer",
    detail: `Ticket ${ticket.checkInCode} reassigned to ${done.toMasked} (issue ${done.issueNumber})`,
    userAgent,
  });
  return done;
}
