// The purchase's responses from our own API, read by hand: zod would add about a sixth to the
// purchase page's JavaScript. A part of the wrong shape makes the whole response unreadable (null).
import { isRecord } from "@/lib/browser/call-api";
import type { PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";

export type CreatedOrder = { _id: string; status: string; ticketsUrl?: string };

/** Create-ticket answers `data` as a list whose first item is the order (a guest's free order also has its tickets' link). */
export function readCreatedOrder(data: unknown): CreatedOrder | null {
  const order: unknown = Array.isArray(data) ? data[0] : undefined;
  if (!isRecord(order) || typeof order._id !== "string" || typeof order.status !== "string") return null;
  if (order.ticketsUrl !== undefined && typeof order.ticketsUrl !== "string") return null;
  return { _id: order._id, status: order.status, ...(order.ticketsUrl === undefined ? {} : { ticketsUrl: order.ticketsUrl }) };
}

/** The price of a choice of tickets and a code, in kobo: the tickets after the code, the fees on top, the total the buyer pays. */
export type Quote = {
  ticketsKobo: number;
  discountKobo: number;
  platformFeeKobo: number;
  gatewayFeeKobo: number;
  feeKobo: number;
  totalKobo: number;
  ticketTypes: PublicTicketType[];
};

const AMOUNTS = ["ticketsKobo", "discountKobo", "platformFeeKobo", "gatewayFeeKobo", "feeKobo", "totalKobo"] as const;

/** The price of a choice of tickets and a code, and the types as the code shows them. */
export function readQuote(data: unknown): Quote | null {
  if (!isRecord(data) || !Array.isArray(data.ticketTypes)) return null;
  const amounts: Partial<Record<(typeof AMOUNTS)[number], number>> = {};
  for (const key of AMOUNTS) {
    const value = data[key];
    if (typeof value !== "number") return null;
    amounts[key] = value;
  }
  return { ...(amounts as Record<(typeof AMOUNTS)[number], number>), ticketTypes: data.ticketTypes as PublicTicketType[] };
}
