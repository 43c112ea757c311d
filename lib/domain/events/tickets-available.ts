import { leftToBuy, type LeanTicketType } from "@/lib/domain/ticket-types/sale-state";

type Stock = {
  ticketQuantity: number;
  seatsTaken: number;
  ticketTypes?: LeanTicketType[] | null;
  endsAt: Date;
  cancelledAt?: Date | null;
  /** Listed resale tickets on sale (lib/domain/resale/resale-stock.ts): seats already counted in seatsTaken. */
  resaleSeats?: number;
};

/**
 * The "Tickets available" every page and the API show: none once the event has ended or was
 * cancelled; otherwise what is left of the types buyers can see whose sale has not ended (hidden
 * types need an access code, and an ended early-bird sells nothing more). The one place it is counted.
 */
export function ticketsAvailable(event: Stock, now = new Date()): number {
  if (event.cancelledAt || event.endsAt <= now) return 0;
  const left = Math.max(0, event.ticketQuantity - event.seatsTaken) + (event.resaleSeats ?? 0);
  const types = event.ticketTypes ?? [];
  return types.length ? Math.min(left, leftToBuy(types, now)) : left;
}
