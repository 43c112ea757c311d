import { firstLagosDayStart, lastLagosDays } from "@/lib/domain/organiser/daily-sales";
import { lagosDate } from "@/lib/platform/time/lagos";

/** Trending ranks events by the tickets they sold on the last 14 Lagos days, today included. */
export const TRENDING_DAYS = 14;

/** The day a sale is counted on: its Lagos calendar day, `YYYY-MM-DD` (the app's days are Lagos days). */
export const salesDayKey = (paidAt: Date): string => lagosDate(paidAt);

/** The days trending reads, oldest first, ending with today. */
export const trendingDays = (now: Date): string[] => lastLagosDays(now, TRENDING_DAYS);

/** When the first of those days began (Lagos midnight). */
export const trendingWindowStart = (now: Date): Date => firstLagosDayStart(now, TRENDING_DAYS);

type SoldOrder = { event?: unknown; paidAt?: Date | null; quantity: number; refundedQuantity?: number | null };

export type SalesDayTally = Map<string, { event: string; day: string; tickets: number }>;

/** Tickets still sold per event and Lagos day (refunded ones left out), keyed by `${event}|${day}`; adds to `tally` if given. */
export function tallySalesDays(orders: Iterable<SoldOrder>, tally: SalesDayTally = new Map()): SalesDayTally {
  for (const order of orders) {
    if (!order.paidAt || order.event == null) continue;
    const event = String(order.event);
    const day = salesDayKey(order.paidAt);
    const key = `${event}|${day}`;
    const entry = tally.get(key) ?? { event, day, tickets: 0 };
    entry.tickets += order.quantity - (order.refundedQuantity ?? 0);
    tally.set(key, entry);
  }
  return tally;
}
