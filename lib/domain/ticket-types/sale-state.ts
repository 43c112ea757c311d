import type { Types } from "mongoose";

export type LeanTicketType = {
  _id: Types.ObjectId;
  name: string;
  description?: string | null;
  price: number;
  quantity: number;
  minPerOrder?: number | null;
  maxPerOrder?: number | null;
  salesStart?: Date | null;
  salesEnd?: Date | null;
  hidden?: boolean | null;
  taken?: number | null;
  /** Listed resale tickets of this type on sale, once its own stock is gone (lib/domain/resale/resale-stock.ts). */
  resale?: number;
};

export type SaleState = "on_sale" | "not_yet" | "ended" | "sold_out";

export const typeLeft = (type: LeanTicketType) => Math.max(0, type.quantity - (type.taken ?? 0)) + (type.resale ?? 0);

/** Where a type stands at `now`: its window first, then its stock. */
export function saleState(type: LeanTicketType, now = new Date()): SaleState {
  if (type.salesStart && type.salesStart > now) return "not_yet";
  if (type.salesEnd && type.salesEnd <= now) return "ended";
  return typeLeft(type) <= 0 ? "sold_out" : "on_sale";
}

/**
 * The type a purchase without a type buys, and whose price the legacy single `ticketPrice` reports:
 * the cheapest shown type on sale (the first listed among equals), else the cheapest shown type.
 * One function for both, so the existing client is charged the price it showed.
 */
export function defaultType<T extends LeanTicketType>(types: T[], now = new Date()): T | undefined {
  const shown = types.filter((type) => !type.hidden);
  const onSale = shown.filter((type) => saleState(type, now) === "on_sale");
  return (onSale.length ? onSale : shown).reduce<T | undefined>(
    (cheapest, type) => (!cheapest || type.price < cheapest.price ? type : cheapest),
    undefined,
  );
}

/** The legacy single price: the price of the type a purchase without a type buys. */
export function cheapestPrice(types: LeanTicketType[], fallback: number, now = new Date()): number {
  return defaultType(types, now)?.price ?? fallback;
}

/** What a buyer can still get of the given types: the types shown to buyers whose sale has not ended. */
export function leftToBuy(types: LeanTicketType[], now = new Date()): number {
  return types.filter((type) => !type.hidden && saleState(type, now) !== "ended").reduce((sum, type) => sum + typeLeft(type), 0);
}
