import { allInPriceNaira, type FeeMode } from "@/lib/domain/fees/fee-rules";
import { saleState, typeLeft, type LeanTicketType, type SaleState } from "@/lib/domain/ticket-types/sale-state";

/** A ticket type as buyers see it: no counters beyond what is left. */
export type PublicTicketType = {
  _id: string;
  name: string;
  description: string;
  /** The ticket's own price, in naira. */
  price: number;
  /** What a buyer pays for one, in naira: the price, plus the fees when the event passes them on. */
  allInPrice: number;
  quantity: number;
  left: number;
  /** Of `left`, tickets sold back by their holders (on sale once the type's own stock is gone). */
  resale: number;
  minPerOrder: number;
  maxPerOrder: number;
  salesStart: string | null;
  salesEnd: string | null;
  hidden: boolean;
  state: SaleState;
};

/** The organiser's view adds what is held or sold. */
export type OrganiserTicketType = PublicTicketType & { taken: number };

export function toPublicTicketType(type: LeanTicketType, now = new Date(), feeMode: FeeMode = "absorb"): PublicTicketType {
  return {
    _id: String(type._id),
    name: type.name,
    description: type.description ?? "",
    price: type.price,
    allInPrice: allInPriceNaira(type.price, feeMode),
    quantity: type.quantity,
    left: typeLeft(type),
    resale: type.resale ?? 0,
    minPerOrder: type.minPerOrder ?? 1,
    maxPerOrder: type.maxPerOrder ?? type.quantity,
    salesStart: type.salesStart?.toISOString() ?? null,
    salesEnd: type.salesEnd?.toISOString() ?? null,
    hidden: Boolean(type.hidden),
    state: saleState(type, now),
  };
}

export const toOrganiserTicketType = (type: LeanTicketType, now = new Date(), feeMode: FeeMode = "absorb"): OrganiserTicketType => ({
  ...toPublicTicketType(type, now, feeMode),
  taken: type.taken ?? 0,
});

/** Types shown to buyers: hidden ones only come with an access code. */
export const shownTicketTypes = (types: LeanTicketType[] | null | undefined, now = new Date(), feeMode: FeeMode = "absorb") =>
  (types ?? []).filter((type) => !type.hidden).map((type) => toPublicTicketType(type, now, feeMode));
