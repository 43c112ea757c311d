import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { recordAudit } from "@/lib/domain/audit/audit-log";
import { applyHolder } from "@/lib/domain/tickets/transfer/apply-holder";
import { reachTicket } from "@/lib/domain/tickets/transfer/ticket-access";
import type { NameHolderInput } from "@/lib/domain/validations/ticket-transfer";
import { Event } from "@/models/Event";

/**
 * The holder names themselves through the ticket's link (an event that asks "later", or one that
 * asked at purchase and got no answer from an older client), before the event starts.
 */
export async function nameHolderByLink(ticketId: string, input: NameHolderInput, userId: string | null): Promise<{ holderName: string }> {
  const { ticket, by } = await reachTicket(ticketId, { k: input.k }, input.k ? null : userId);
  const event = await Event.findById(ticket.event, { organizer: 1, ticketHolders: 1, startsAt: 1 }).lean();
  if (!event || (event.ticketHolders ?? "none") === "none") throw new ApiError("unprocessable_entity", "This event does not name ticket holders");
  if (event.startsAt <= new Date()) throw new ApiError("unprocessable_entity", "The event has started: the holder can no longer be changed here");
  if (event.ticketHolders === "name_and_phone" && !input.phone) {
    throw new ApiError("unprocessable_entity", "This event needs the holder's phone number", { phone: ["is required"] });
  }
  await applyHolder(ticket, input.name, input.phone);
  await recordAudit({
    ownerId: String(event.organizer),
    eventId: String(event._id),
    action: "ticket_holder",
    actor: { kind: "ticket_holder", actorId: String(ticket._id), label: by.label },
    detail: `Ticket ${ticket.checkInCode} now names ${input.name}`,
  });
  return { holderName: input.name };
}
