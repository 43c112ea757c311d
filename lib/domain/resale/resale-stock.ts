// Resale: listed tickets as extra seats of their type, for every figure buyers see and the purchase.
import type { LeanTicketType } from "@/lib/domain/ticket-types/sale-state";

/** Listed resale tickets not claimed by a hold, per ticket type id, as stored on the event. */
export type ResaleOpen = Map<string, number> | Record<string, number> | null | undefined;

/** How many listed tickets of one type are on sale. */
export function resaleOpenOf(open: ResaleOpen, typeId: unknown): number {
  if (!open) return 0;
  const count = open instanceof Map ? open.get(String(typeId)) : open[String(typeId)];
  return typeof count === "number" && count > 0 ? count : 0;
}

/**
 * The event as buyers see it: each type's `resale` is its listed tickets on sale, and
 * `resaleSeats` their total, so a type whose own stock is gone shows as available again.
 */
export function withResaleSeats<E extends { ticketTypes?: LeanTicketType[] | null; resaleOpen?: ResaleOpen }>(event: E): E & { resaleSeats: number } {
  const types = (event.ticketTypes ?? []).map((type) => ({ ...type, resale: resaleOpenOf(event.resaleOpen, type._id) }));
  const resaleSeats = types.reduce((sum, type) => sum + type.resale, 0);
  return { ...event, ...(event.ticketTypes ? { ticketTypes: types } : {}), resaleSeats };
}

export type ResaleSplit = { ticketType: string; own: number; resale: number };

/**
 * Which of a purchase's seats come from each type's own stock and which from its listed resale
 * tickets: own stock sells first, resale only once it is gone. Null when a line wants more than both.
 */
export function splitOwnAndResale(
  types: LeanTicketType[],
  open: ResaleOpen,
  lines: { ticketType: string; quantity: number }[],
): ResaleSplit[] | null {
  const split: ResaleSplit[] = [];
  for (const line of lines) {
    const type = types.find((candidate) => String(candidate._id) === line.ticketType);
    const ownLeft = type ? Math.max(0, type.quantity - (type.taken ?? 0)) : line.quantity;
    const own = Math.min(line.quantity, ownLeft);
    const resale = line.quantity - own;
    if (resale > resaleOpenOf(open, line.ticketType)) return null;
    split.push({ ticketType: line.ticketType, own, resale });
  }
  return split;
}
