// The money of a paid order as its receipt states it: the items (type × quantity × unit price, less
// any discount), the fees the buyer paid on top, the total and the channel it was paid by.
import { formatKobo } from "@/lib/platform/format";
import { CHANNEL_LABELS, isPaymentChannel } from "@/lib/domain/payments/channels";

/** What of an order its receipt reads (a stored order has all of it). */
type ReceiptOrder = {
  quantity: number;
  lines?: { name: string; quantity: number; unitPriceKobo: number; discountKobo?: number | null }[] | null;
  amountKobo: number;
  feeMode?: string | null;
  feeKobo?: number | null;
  platformFeeKobo?: number | null;
  gatewayFeeKobo?: number | null;
  channel?: string | null;
  payBy?: string | null;
};

export type ReceiptLine = {
  name: string;
  quantity: number;
  unitPriceKobo: number;
  /** Kobo off each ticket of the line (a promo code), 0 without one. */
  discountKobo: number;
};

export type ReceiptFigures = {
  lines: ReceiptLine[];
  /** Everything taken off by a code, across the lines. */
  discountKobo: number;
  /** What the tickets cost after any discount. */
  ticketsKobo: number;
  /** The fees the buyer paid on top (booking = the platform's, processing = the gateway's); null when the organiser absorbed them. */
  fees: { bookingKobo: number; processingKobo: number } | null;
  /** What the buyer paid, all in. */
  totalKobo: number;
  /**
   * "Card", "Bank transfer"…: what the gateway reported, else what the buyer chose ("Online payment"
   * when neither named one); null for a free order.
   */
  channel: string | null;
};

const UNNAMED_CHANNEL = "Online payment";

/** A channel as a person reads it: our label for Paystack's known names, any other name tidied ("mobile_money" → "Mobile money"). */
export function channelLabel(channel: string | null | undefined): string | null {
  const name = channel?.trim();
  if (!name) return null;
  if (isPaymentChannel(name)) return CHANNEL_LABELS[name];
  const words = name.replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The order's lines; an order from before ticket types is one "Regular" line at its average price. */
function linesOf(order: ReceiptOrder, ticketsKobo: number): ReceiptLine[] {
  if (order.lines?.length) {
    return order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceKobo: line.unitPriceKobo,
      discountKobo: line.discountKobo ?? 0,
    }));
  }
  const unitPriceKobo = Math.round(ticketsKobo / Math.max(1, order.quantity));
  return [{ name: "Regular", quantity: order.quantity, unitPriceKobo, discountKobo: 0 }];
}

export function receiptFigures(order: ReceiptOrder): ReceiptFigures {
  const feeKobo = order.feeKobo ?? 0;
  const ticketsKobo = order.amountKobo - feeKobo;
  const lines = linesOf(order, ticketsKobo);
  const passed = order.feeMode === "pass" && feeKobo > 0;
  return {
    lines,
    discountKobo: lines.reduce((sum, line) => sum + line.discountKobo * line.quantity, 0),
    ticketsKobo,
    fees: passed ? { bookingKobo: order.platformFeeKobo ?? 0, processingKobo: order.gatewayFeeKobo ?? 0 } : null,
    totalKobo: order.amountKobo,
    channel: order.amountKobo > 0 ? (channelLabel(order.channel ?? order.payBy) ?? UNNAMED_CHANNEL) : null,
  };
}

/** One row of a receipt's sums, formatted: "2 × VIP at ₦15,000" … "₦30,000". */
export type ReceiptRow = { label: string; amount: string };

/** The receipt's rows above its total, in the order they are read: items, the discount, the fees. */
export function receiptRows(figures: ReceiptFigures): ReceiptRow[] {
  const items = figures.lines.map((line) => ({
    label: `${line.quantity} × ${line.name} at ${formatKobo(line.unitPriceKobo)}`,
    amount: formatKobo(line.unitPriceKobo * line.quantity),
  }));
  const discount = figures.discountKobo > 0 ? [{ label: "Discount", amount: `−${formatKobo(figures.discountKobo)}` }] : [];
  const fees = figures.fees
    ? [
        { label: "Booking fee", amount: formatKobo(figures.fees.bookingKobo) },
        { label: "Payment processing", amount: formatKobo(figures.fees.processingKobo) },
      ]
    : [];
  return [...items, ...discount, ...fees];
}

/** The short form of a public order id people read out and look for ("3F9A21C0"); the full id stays on the receipt. */
export const shortOrderNumber = (publicId: string) => publicId.slice(0, 8).toUpperCase();
