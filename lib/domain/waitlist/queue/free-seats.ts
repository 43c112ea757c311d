// Waitlist: the seats of a type anyone could take now — its own left, within the event's total
// left, and the tickets of that type sold back by their holders (docs/resale.md).
import { typeLeft, type LeanTicketType } from "@/lib/domain/ticket-types/sale-state";
import { resaleOpenOf, type ResaleOpen } from "@/lib/domain/resale/resale-stock";

export type StockOfEvent = { ticketQuantity: number; seatsTaken?: number | null; ticketTypes?: LeanTicketType[] | null; resaleOpen?: ResaleOpen };

/** Seats of one type from the event's own stock: what it has left, but never more than the event has left in all. */
export const ownFreeOfType = (event: StockOfEvent, type: LeanTicketType) =>
  Math.max(0, Math.min(typeLeft(type), event.ticketQuantity - (event.seatsTaken ?? 0)));

/** Free seats of one type: its own stock's, and its listed resale tickets (which take no seat of the event's total). */
export const freeOfType = (event: StockOfEvent, type: LeanTicketType) => ownFreeOfType(event, type) + resaleOpenOf(event.resaleOpen, type._id);
