// Fees: every rule about what a sale costs, in one place. Amounts in kobo.
//
// Paystack's local charge (Nigeria, all local channels; paystack.com/pricing and its FAQ, checked
// 2026-11): 1.5 % + ₦100, the ₦100 waived on transactions under ₦2,500, the whole fee capped at
// ₦2,000. It is charged on what the buyer pays, so passing it on means grossing the total up.
//
// The platform keeps 5 % of ticket sales and pays Paystack's charge out of it. With `absorb` (the
// default) the buyer pays the ticket price and the organiser receives it less the 5 %. With `pass`
// the buyer pays both on top: the platform's 5 % of the tickets, plus Paystack's charge on the
// whole, so the organiser receives the ticket price in full.

import { FEE_MODES, type FeeMode } from "@/models/payment-terms";

export { FEE_MODES, type FeeMode };

/** The platform's share of ticket sales. */
export const PLATFORM_FEE_PERCENT = 5;

const GATEWAY_PERCENT = 1.5;
const GATEWAY_FLAT_KOBO = 100_00;
const GATEWAY_FLAT_WAIVED_BELOW_KOBO = 2_500_00;
const GATEWAY_CAP_KOBO = 2_000_00;

/** Paystack's local charge on a transaction of `amountKobo`, rounded up to the kobo. */
export function gatewayFeeKobo(amountKobo: number): number {
  if (amountKobo <= 0) return 0;
  const flat = amountKobo < GATEWAY_FLAT_WAIVED_BELOW_KOBO ? 0 : GATEWAY_FLAT_KOBO;
  return Math.min(GATEWAY_CAP_KOBO, Math.ceil((amountKobo * GATEWAY_PERCENT) / 100) + flat);
}

/** The platform's fee on ticket sales of `salesKobo`, rounded up to the kobo. */
export function platformFeeKobo(salesKobo: number): number {
  return salesKobo <= 0 ? 0 : Math.ceil((salesKobo * PLATFORM_FEE_PERCENT) / 100);
}

/**
 * The least total a buyer can pay so that, after Paystack's charge on it, `netKobo` is left: the
 * fee's steps (the flat ₦100 from ₦2,500, the cap) make it piecewise, so each piece is tried and
 * the smallest total that works is taken.
 */
export function grossUpKobo(netKobo: number): number {
  if (netKobo <= 0) return 0;
  const candidates = [
    Math.ceil((netKobo * 100) / (100 - GATEWAY_PERCENT)),
    Math.ceil(((netKobo + GATEWAY_FLAT_KOBO) * 100) / (100 - GATEWAY_PERCENT)),
    netKobo + GATEWAY_CAP_KOBO,
  ];
  const works = (total: number) => total - gatewayFeeKobo(total) >= netKobo;
  let best = Math.min(...candidates.filter(works));
  // Rounding to the kobo can leave the estimate a kobo or two high; step down while it still works.
  while (best > netKobo && works(best - 1)) best -= 1;
  return best;
}

/** What a buyer pays for tickets of `ticketsKobo` (after any discount), and the fees within it. */
export type OrderFees = {
  feeMode: FeeMode;
  /** What the tickets cost: what the organiser's sales count. */
  ticketsKobo: number;
  /** The platform's fee the buyer pays (0 when absorbed). */
  platformFeeKobo: number;
  /** Paystack's charge the buyer pays (0 when absorbed). */
  gatewayFeeKobo: number;
  /** Both: the "fees" line the buyer sees. */
  feeKobo: number;
  /** What the buyer pays: the all-in price. */
  totalKobo: number;
};

export function orderFees(ticketsKobo: number, feeMode: FeeMode = "absorb"): OrderFees {
  if (feeMode === "absorb" || ticketsKobo <= 0) {
    return { feeMode, ticketsKobo, platformFeeKobo: 0, gatewayFeeKobo: 0, feeKobo: 0, totalKobo: Math.max(0, ticketsKobo) };
  }
  const platform = platformFeeKobo(ticketsKobo);
  const totalKobo = grossUpKobo(ticketsKobo + platform);
  const gateway = totalKobo - ticketsKobo - platform;
  return { feeMode, ticketsKobo, platformFeeKobo: platform, gatewayFeeKobo: gateway, feeKobo: platform + gateway, totalKobo };
}

/** The all-in price of one ticket at `priceNaira`, in naira: what cards and the event page show. */
export function allInPriceNaira(priceNaira: number, feeMode: FeeMode = "absorb"): number {
  return orderFees(Math.round(priceNaira * 100), feeMode).totalKobo / 100;
}
