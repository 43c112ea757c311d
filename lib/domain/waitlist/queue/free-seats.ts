// Waitlist: the seats of a type anyone could take now — its own left, within the event's total left.
import { typeLeft, type LeanTicketType } from "@/lib/domain/ticket-types/sale-state";

export type StockOfEvent = { ticketQuantity: number; seatsTaken?: number | null; ticketTypes?: LeanTicketType[] | null };

/** Free seats of one type: what it has left, but never more than the event has left in all. */
export const freeOfType = (event: StockOfEvent, type: LeanTicketType) =>
  Math.max(0, Math.min(typeLeft(type), event.ticketQuantity - (event.seatsTaken ?? 0)));

/** Free seats of every type, by type id. */
export const freeByType = (event: StockOfEvent) => new Map((event.ticketTypes ?? []).map((type) => [String(type._id), freeOfType(event, type)]));
