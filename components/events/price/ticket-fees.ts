// What buyers are shown about a price: the all-in amount and the fees within it, always from the
// one fee rule (lib/domain/fees/fee-rules.ts).
import { orderFees, type FeeMode, type OrderFees } from "@/lib/domain/fees/fee-rules";
import { formatMoney } from "@/lib/platform/format";

export type { FeeMode, OrderFees };

/** The fees of one ticket at `priceNaira`. */
export const ticketFees = (priceNaira: number, feeMode: FeeMode): OrderFees => orderFees(Math.round(priceNaira * 100), feeMode);

/** A price a buyer pays, in naira to the kobo; a free ticket reads "Free". */
export const priceText = (naira: number): string => (naira === 0 ? "Free" : formatMoney(naira));

/** An amount held in kobo, to the kobo. */
export const koboText = (kobo: number): string => formatMoney(kobo / 100);

/** "incl. ₦283 fees": what the disclosure of the breakdown says while closed. */
export const feesHint = (fees: OrderFees): string => `incl. ${koboText(fees.feeKobo)} fees`;
