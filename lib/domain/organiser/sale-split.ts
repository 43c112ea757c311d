// One sale's money as the organiser's sales export states it: gross (what the buyer paid, all in),
// the fees (what the buyer paid on top, and the platform's fee kept from the tickets' price) and
// the net that is the organiser's. Gross − refunded − fees = net.
import { platformFeeKobo } from "@/lib/domain/fees/fee-rules";

type SaleOrder = { amountKobo: number; feeMode?: string | null; feeKobo?: number | null; refundedKobo?: number | null };

export type SaleSplit = {
  /** What the tickets cost (after any discount). */
  ticketsKobo: number;
  /** The fees the buyer paid on top; they stay paid when tickets are refunded. */
  buyerFeesKobo: number;
  /** Gross: what the buyer paid, all in. */
  totalKobo: number;
  /** The buyer's fees and the platform's fee kept from the tickets not refunded (none when the buyer paid it). */
  feesKobo: number;
  /** What is the organiser's: the tickets not refunded, less the platform's fee kept. */
  netKobo: number;
};

/**
 * The split of one order. The platform's fee is counted here per order, to the kobo; the payout
 * ledger counts it on the event's net sales, to the naira, so their sums may differ by rounding.
 */
export function saleSplit(order: SaleOrder): SaleSplit {
  const buyerFeesKobo = order.feeKobo ?? 0;
  const ticketsKobo = order.amountKobo - buyerFeesKobo;
  const keptTicketsKobo = Math.max(0, ticketsKobo - (order.refundedKobo ?? 0));
  const keptFeeKobo = order.feeMode === "pass" ? 0 : platformFeeKobo(keptTicketsKobo);
  return {
    ticketsKobo,
    buyerFeesKobo,
    totalKobo: order.amountKobo,
    feesKobo: buyerFeesKobo + keptFeeKobo,
    netKobo: keptTicketsKobo - keptFeeKobo,
  };
}
