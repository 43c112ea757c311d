import "server-only";
import { ApiError } from "@/lib/platform/errors";
import type { HolderInput } from "@/lib/domain/validations/ticket-holder-input";
import type { TicketHolderMode } from "@/lib/domain/validations/event-ticket-holders";

type HolderEvent = { ticketHolders?: TicketHolderMode | null };

/**
 * The holders an order keeps, one per ticket in seat order, when the event names holders: checked
 * against the count and the event's rule (a phone each for "name_and_phone"). None given is
 * allowed (the existing client does not ask): those tickets name their holder later through their
 * links. An event without holders keeps none.
 */
export function holdersOfOrder(event: HolderEvent, holders: HolderInput[] | undefined, quantity: number): HolderInput[] | undefined {
  const mode = event.ticketHolders ?? "none";
  if (mode === "none" || !holders || holders.length === 0) return undefined;
  if (holders.length !== quantity) {
    throw new ApiError("unprocessable_entity", `Name a holder for each of the ${quantity} tickets`, {
      holders: [`must list ${quantity} holders, one per ticket`],
    });
  }
  const missing = mode === "name_and_phone" ? holders.findIndex((holder) => !holder.phone) : -1;
  if (missing >= 0) {
    throw new ApiError("unprocessable_entity", `Ticket ${missing + 1} needs its holder's phone number`, {
      [`holders.${missing}.phone`]: ["is required"],
    });
  }
  return holders.map((holder) => ({ name: holder.name, ...(holder.phone ? { phone: holder.phone } : {}) }));
}
