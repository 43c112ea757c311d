import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { orderFees, type FeeMode } from "@/lib/domain/fees/fee-rules";
import type { PricedLine } from "@/lib/domain/promo/price-order";
import { codeAppliesTo, usableCode } from "@/lib/domain/promo/usable-code";
import { toPublicTicketType, type PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { priceChoice } from "@/lib/domain/tickets/price-choice";
import type { QuoteInput } from "@/lib/domain/validations/ticket";
import { Event } from "@/models/Event";

export type Quote = {
  lines: (PricedLine & { ticketTypeId: string })[];
  /** What the tickets cost after the code: the organiser's sale. */
  ticketsKobo: number;
  discountKobo: number;
  feeMode: FeeMode;
  /** The booking fee and the payment processing fee the buyer pays on top (0 when the organiser absorbs them). */
  platformFeeKobo: number;
  gatewayFeeKobo: number;
  feeKobo: number;
  /** What the buyer pays, the fees included: what the purchase will charge. */
  totalKobo: number;
  total: number;
  promoCode: { code: string; discountType: "percent" | "fixed"; discountValue: number } | null;
  /** What the buyer may choose from: the visible types, plus hidden ones the code unlocks. */
  ticketTypes: PublicTicketType[];
};

/** What a choice of tickets and code would cost, nothing held: the purchase form's live total. */
export async function quoteOrder(eventId: string, input: QuoteInput): Promise<Quote> {
  await connectToDatabase();
  const event = await Event.findById(eventId, { ticketTypes: 1, feeMode: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  const now = new Date();
  const feeMode = event.feeMode ?? "absorb";
  const code = input.promoCode ? await usableCode(eventId, input.promoCode, now) : null;
  const ticketTypes = (event.ticketTypes ?? [])
    .filter((type) => !type.hidden || Boolean(code?.unlocksHidden && codeAppliesTo(code, String(type._id))))
    .map((type) => toPublicTicketType(type, now, feeMode));
  const priced = input.tickets.length ? await priceChoice(event, input, now) : { lines: [], totalKobo: 0, discountKobo: 0 };
  // The same rule the purchase prices the order with (lib/domain/orders/purchase-tickets.ts).
  const fees = orderFees(priced.totalKobo, feeMode);
  return {
    lines: priced.lines.map((line) => ({ ...line, ticketTypeId: line.ticketType })),
    ticketsKobo: fees.ticketsKobo,
    discountKobo: priced.discountKobo,
    feeMode,
    platformFeeKobo: fees.platformFeeKobo,
    gatewayFeeKobo: fees.gatewayFeeKobo,
    feeKobo: fees.feeKobo,
    totalKobo: fees.totalKobo,
    total: fees.totalKobo / 100,
    promoCode: code ? { code: code.code, discountType: code.discountType, discountValue: code.discountValue } : null,
    ticketTypes,
  };
}
