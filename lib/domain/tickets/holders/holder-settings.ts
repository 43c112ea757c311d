import type { HoldersAskedAt, TicketHolderMode } from "@/lib/domain/validations/event-ticket-holders";

/** An event's "tickets for people" settings as answers show them (docs/tickets-for-people.md). */
export type TicketPeopleSettings = {
  /** `none`: the buyer holds every ticket; `name` / `name_and_phone`: each ticket names its holder. */
  ticketHolders: TicketHolderMode;
  /** When holders are asked: on the purchase form, or later through each ticket's link. */
  holdersAskedAt: HoldersAskedAt;
  /** Whether a holder or buyer may pass a ticket on. */
  transfersAllowed: boolean;
  /** When transfers close (ISO); null: at the event's start. */
  transfersUntil: string | null;
};

type StoredSettings = {
  ticketHolders?: TicketHolderMode | null;
  holdersAskedAt?: HoldersAskedAt | null;
  transfersAllowed?: boolean | null;
  transfersUntil?: Date | null;
};

/** The settings of a stored event, defaults filled in (events from before them: no holders, transfers until the start). */
export function ticketPeopleSettings(event: StoredSettings): TicketPeopleSettings {
  return {
    ticketHolders: event.ticketHolders ?? "none",
    holdersAskedAt: event.holdersAskedAt ?? "purchase",
    transfersAllowed: event.transfersAllowed !== false,
    transfersUntil: event.transfersUntil ? event.transfersUntil.toISOString() : null,
  };
}

/** Whether the purchase form asks who holds each ticket. */
export const asksHoldersAtPurchase = (settings: Pick<TicketPeopleSettings, "ticketHolders" | "holdersAskedAt">) =>
  settings.ticketHolders !== "none" && settings.holdersAskedAt === "purchase";
