import "server-only";
import { describeTicket, type BuyerTicket } from "@/lib/domain/tickets/buyer-tickets";
import { ticketPeopleSettings, type TicketPeopleSettings } from "@/lib/domain/tickets/holders/holder-settings";
import { reachTicket, type TicketKeys } from "@/lib/domain/tickets/transfer/ticket-access";
import { transferRefusal } from "@/lib/domain/tickets/transfer/transfer-ticket";
import { Event } from "@/models/Event";

export type TicketByLink = {
  ticket: BuyerTicket;
  settings: TicketPeopleSettings;
  /** The holder may still name themselves here (the event names holders and has not started). */
  canNameHolder: boolean;
  /** Why it cannot be passed on now, or null when it can. */
  transferRefusal: string | null;
};

/** One ticket as its own link (or its order's link) opens it; a 404 for a link that is not one we made, or that a transfer killed. */
export async function ticketByLink(ticketId: string, keys: TicketKeys): Promise<TicketByLink> {
  const { ticket, by } = await reachTicket(ticketId, keys, null);
  const [described, event] = await Promise.all([
    describeTicket(ticket),
    Event.findById(ticket.event, { ticketHolders: 1, holdersAskedAt: 1, transfersAllowed: 1, transfersUntil: 1, startsAt: 1 }).lean(),
  ]);
  const settings = ticketPeopleSettings(event ?? {});
  const live = ticket.status === "valid";
  return {
    ticket: described as BuyerTicket,
    settings,
    canNameHolder: live && settings.ticketHolders !== "none" && Boolean(event && event.startsAt > new Date()),
    transferRefusal: live ? await transferRefusal(ticket, by.kind) : "This ticket can no longer be passed on",
  };
}
