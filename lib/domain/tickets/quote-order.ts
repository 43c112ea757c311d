import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import type { PricedLine } from "@/lib/domain/promo/price-order";
import { codeAppliesTo, usableCode } from "@/lib/domain/promo/usable-code";
import { toPublicTicketType, type PublicTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";
import { priceChoice } from "@/lib/domain/tickets/price-choice";
import type { QuoteInput } from "@/lib/domain/validations/ticket";
import { Event } from "@/models/Event";

export type Quote = {
  lines: (PricedLine & { ticketTypeId: string })[];
  totalKobo: number;
  total: number;
  discountKobo: number;
  promoCode: { code: string; discountType: "percent" | "fixed"; discountValue: number } | null;
  /** What the buyer may choose from: the visible types, plus hidden ones the code unlocks. */
  ticketTypes: PublicTicketType[];
};

/** What a choice of tickets and code would cost, nothing held: the purchase form's live total. */
export async function quoteOrder(eventId: string, input: QuoteInput): Promise<Quote> {
  await connectToDatabase();
  const event = await Event.findById(eventId, { ticketTypes: 1 }).lean();
  if (!event) throw new ApiError("not_found", "Event not found");
  const now = new Date();
  const code = input.promoCode ? await usableCode(eventId, input.promoCode, now) : null;
  const ticketTypes = (event.ticketTypes ?? [])
    .filter((type) => !type.hidden || Boolean(code?.unlocksHidden && codeAppliesTo(code, String(type._id))))
    .map((type) => toPublicTicketType(type, now));
  const priced = input.tickets.length ? await priceChoice(event, input, now) : { lines: [], totalKobo: 0, discountKobo: 0 };
  return {
    lines: priced.lines.map((line) => ({ ...line, ticketTypeId: line.ticketType })),
    totalKobo: priced.totalKobo,
    total: priced.totalKobo / 100,
    discountKobo: priced.discountKobo,
    promoCode: code ? { code: code.code, discountType: code.discountType, discountValue: code.discountValue } : null,
    ticketTypes,
  };
}
