import { PLATFORM_FEE_PERCENT } from "@/lib/domain/fees/fee-rules";

/**
 * The money rules of one event, in one place: what the platform keeps, what belongs to the
 * organiser, when it may be withdrawn, and how much a refund may still take back. Amounts in naira
 * (kobo as decimals); the event's counters hold net ticket sales (`revenueGenerated`, after
 * refunds), the part of them whose buyers paid the fees on top (`passedFeeSales`: the platform's
 * fee on those was paid by the buyer, so it is not kept again) and payouts pending or paid
 * (`payoutsRequested`). The fee rules themselves are in lib/domain/fees/fee-rules.ts.
 */

export { PLATFORM_FEE_PERCENT };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform's fee kept from `netSales`, rounded up to the naira: none on sales whose buyers paid it (`passedSales`). */
export function platformFee(netSales: number, passedSales = 0): number {
  return Math.ceil((Math.max(0, netSales - passedSales) * PLATFORM_FEE_PERCENT) / 100);
}

/** What of `netSales` belongs to the organiser: net sales less the fee, in whole naira. */
export function organiserShare(netSales: number, passedSales = 0): number {
  return Math.max(0, Math.floor(netSales - platformFee(netSales, passedSales)));
}

/** What an organiser may still withdraw: their share less what was already requested (never below 0). */
export function availableBalance(netSales: number, requested: number, passedSales = 0): { fee: number; available: number } {
  return { fee: platformFee(netSales, passedSales), available: Math.max(0, organiserShare(netSales, passedSales) - requested) };
}

/** When an event's sales settle into the withdrawable balance: `settlementDays` after it ends. */
export function settlesAt(endsAt: Date, settlementDays: number): Date {
  return new Date(endsAt.getTime() + settlementDays * DAY_MS);
}

const NONE_PASSED = { sales: 0, refund: 0 };

/**
 * Whether a refund of `refundNaira` still leaves the organiser's share covering the payouts already
 * requested: refunds are paid from the event's own sales, never from the platform's balance.
 * `passed`: the event's sales whose buyers paid the fees, and how much of this refund comes from them.
 */
export function refundFits(
  netSales: number,
  requested: number,
  refundNaira: number,
  passed: { sales: number; refund: number } = NONE_PASSED,
): boolean {
  return refundNaira <= netSales && requested <= organiserShare(netSales - refundNaira, Math.max(0, passed.sales - passed.refund));
}

/**
 * The largest refund (in naira, to the kobo) the event can still fund: the most of its net sales
 * that can go back while its share still covers the payouts requested. `passed`: the event's sales
 * whose buyers paid the fees, and whether this refund comes from them.
 */
export function refundable(
  netSales: number,
  requested: number,
  passed: { sales: number; fromPassed: boolean } = { sales: 0, fromPassed: false },
): number {
  if (requested <= 0) return netSales;
  const fits = (refund: number) => refundFits(netSales, requested, refund, { sales: passed.sales, refund: passed.fromPassed ? refund : 0 });
  // The share falls about 95 kobo per naira refunded (a naira when the buyer paid the fees), but the
  // fee rounds up to the naira, so the exact answer lies within a fee step of the estimate: scan it.
  const feeShare = PLATFORM_FEE_PERCENT / 100;
  const estimate = passed.fromPassed
    ? netSales - feeShare * Math.max(0, netSales - passed.sales) - requested
    : netSales - (requested - feeShare * passed.sales) / (1 - feeShare);
  const SCAN_NAIRA = 30;
  for (let kobo = Math.round(Math.min(netSales, estimate + SCAN_NAIRA) * 100); kobo > 0; kobo -= 1) {
    if (fits(kobo / 100)) return kobo / 100;
    if (kobo < Math.round((estimate - SCAN_NAIRA) * 100)) break;
  }
  return 0;
}
