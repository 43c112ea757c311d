import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import type { TicketLine } from "@/lib/domain/validations/purchase-form-checks";

export type { TicketLine };

/** A typed number of tickets: a whole number of at least 1, else null. */
export function ticketCount(typed: FormDataEntryValue | null): number | null {
  const count = Number(typed);
  return typed !== "" && Number.isInteger(count) && count >= 1 ? count : null;
}

/**
 * The one type's count as the form holds it when sent: a number typed before the page finished
 * loading is in the field but not yet in the component's state, and the two must not disagree.
 */
export function singleTypeChoice(typed: string, ticketTypeId: string | undefined) {
  const count = ticketCount(typed);
  return { numberOfTicket: typed, ...(ticketTypeId && count ? { tickets: [{ ticketTypeId, quantity: count }] } : {}) };
}

/** The lines chosen: one per type with a count (several types), or the single type's count. */
export function chosenLines(types: PublicTicketType[], quantities: Record<string, string>, quantity: string): TicketLine[] {
  if (types.length > 1) {
    return types
      .map((type) => ({ ticketTypeId: type._id, quantity: Number(quantities[type._id] || 0) }))
      .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  }
  const count = ticketCount(quantity);
  return types[0] && count ? [{ ticketTypeId: types[0]._id, quantity: count }] : [];
}

/** The lines at list price (naira); a type not in the list costs the event's ticket price. */
export function listTotal(lines: TicketLine[], types: PublicTicketType[], ticketPrice: number): number {
  return lines.reduce((sum, line) => sum + (types.find((type) => type._id === line.ticketTypeId)?.price ?? ticketPrice) * line.quantity, 0);
}
