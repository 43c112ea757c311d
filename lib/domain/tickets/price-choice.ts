import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { priceOrder, type PricedOrder } from "@/lib/domain/promo/price-order";
import { codeAppliesTo, codeRefusal, usableCode, type LeanPromoCode } from "@/lib/domain/promo/usable-code";
import { defaultType, saleState, type LeanTicketType } from "@/lib/domain/ticket-types/sale-state";
import { formatLagosMoment } from "@/lib/platform/time/lagos";

export type TicketChoice = { tickets?: { ticketTypeId: string; quantity: number }[]; numberOfTicket?: number; promoCode?: string };
export type PricedChoice = PricedOrder & { code: LeanPromoCode | null };

const refuseOn = (field: string) => (message: string) => new ApiError("unprocessable_entity", message, { [field]: [message] });

/**
 * Turns a buyer's choice into priced order lines, or a 422 saying why not: a type that does not
 * exist (a hidden one without its access code looks the same), outside its sales window, or under
 * or over its per-order limits; a code that is unknown, expired, used up or does not apply.
 * No choice of type buys the default type, as the existing client does.
 */
export async function priceChoice(
  event: { _id: unknown; ticketTypes?: LeanTicketType[] | null },
  choice: TicketChoice,
  now = new Date(),
): Promise<PricedChoice> {
  const types = event.ticketTypes ?? [];
  // The existing client's one number is the field its errors are reported on.
  const refuse = refuseOn(choice.tickets?.length ? "tickets" : "numberOfTicket");
  const code = choice.promoCode ? await usableCode(String(event._id), choice.promoCode, now) : null;
  const fallback = defaultType(types, now);
  const wanted = choice.tickets?.length
    ? choice.tickets
    : fallback
      ? [{ ticketTypeId: String(fallback._id), quantity: choice.numberOfTicket ?? 1 }]
      : [];
  if (!wanted.length) throw refuse("This event has no tickets on sale");

  const lines = wanted.map(({ ticketTypeId, quantity }) => {
    const type = types.find((candidate) => String(candidate._id) === ticketTypeId);
    const unlocked = type?.hidden ? Boolean(code?.unlocksHidden && codeAppliesTo(code, ticketTypeId)) : true;
    if (!type || !unlocked) throw refuse("This ticket type does not exist");
    const state = saleState(type, now);
    if (state === "not_yet") throw refuse(`${type.name} tickets go on sale on ${formatLagosMoment(type.salesStart as Date)}`);
    if (state === "ended") throw refuse(`Sales of ${type.name} tickets have ended`);
    const min = type.minPerOrder ?? 1;
    const max = type.maxPerOrder ?? quantity;
    if (quantity < min) throw refuse(`Buy at least ${min} ${type.name} tickets per order`);
    if (quantity > max) throw refuse(`You can buy at most ${max} ${type.name} tickets per order`);
    return { ticketType: ticketTypeId, name: type.name, quantity, unitPriceKobo: Math.round(type.price * 100) };
  });

  const discount = code ? { discountType: code.discountType, discountValue: code.discountValue, ticketTypes: code.ticketTypes.map(String) } : null;
  const priced = priceOrder(lines, discount);
  if (code && priced.discountedTickets === 0) throw codeRefusal("This code does not apply to the tickets you chose");
  return { ...priced, code };
}
