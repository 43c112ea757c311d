import { lagosDate, lagosInstant } from "@/lib/platform/time/lagos";

/** The overview charts the last 30 days of paid ticket orders. */
export const SALES_CHART_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type DailySales = { date: string; tickets: number; revenue: number };

type PaidSale = { paidAt: Date; quantity: number; amountKobo: number };

/** The last `days` Lagos calendar days, oldest first, ending with today (Lagos has no daylight saving). */
export function lastLagosDays(now: Date, days = SALES_CHART_DAYS): string[] {
  return Array.from({ length: days }, (_, index) => lagosDate(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

/** When the first of those days began, for the database query. */
export function firstLagosDayStart(now: Date, days = SALES_CHART_DAYS): Date {
  const firstDay = lagosDate(new Date(now.getTime() - (days - 1) * DAY_MS));
  return lagosInstant(firstDay, "00:00") as Date;
}

/** Tickets and revenue (naira) per Lagos day; days without sales are zero, sales outside the window are left out. */
export function salesPerDay(sales: PaidSale[], now: Date, days = SALES_CHART_DAYS): DailySales[] {
  const totals = new Map(lastLagosDays(now, days).map((date) => [date, { date, tickets: 0, revenueKobo: 0 }]));
  for (const sale of sales) {
    const day = totals.get(lagosDate(sale.paidAt));
    if (!day) continue;
    day.tickets += sale.quantity;
    day.revenueKobo += sale.amountKobo;
  }
  return [...totals.values()].map(({ date, tickets, revenueKobo }) => ({ date, tickets, revenue: revenueKobo / 100 }));
}
