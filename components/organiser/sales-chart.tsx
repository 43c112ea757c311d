import type { DailySales } from "@/lib/organiser/daily-sales";
import { formatCount, formatDashboardMoney } from "@/lib/format";

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { left: 56, right: 8, top: 12, bottom: 28 };

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** 1, 2 or 5 times a power of ten at or above the value, so the axis reads in round figures. */
function roundCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) as number;
  return step * power;
}

/**
 * Revenue per day as bars, drawn on the server (no client script). Each bar's title gives the day's
 * tickets and revenue; the same figures are in a table for screen readers and for anyone who wants
 * the numbers.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  const tickets = days.reduce((sum, day) => sum + day.tickets, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const top = roundCeiling(Math.max(...days.map((day) => day.revenue), 0));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  // Label about once a week, always including today.
  const labelled = new Set(days.map((_, index) => index).filter((index) => (days.length - 1 - index) % 7 === 0));

  return (
    <section aria-labelledby="sales-chart-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-chart-heading" className="text-lg font-semibold">
          Sales over the last {days.length} days
        </h2>
        <p className="text-muted">
          {formatCount(tickets)} {tickets === 1 ? "ticket" : "tickets"} · {formatDashboardMoney(revenue)}
        </p>
      </div>

      {tickets === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-muted">No ticket sales in the last {days.length} days.</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
          {[0, top / 2, top].map((value) => (
            <g key={value}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(value)} y2={y(value)} className="stroke-zinc-200" />
              <text x={PLOT.left - 6} y={y(value) + 4} textAnchor="end" className="fill-zinc-600 text-[11px]">
                {formatDashboardMoney(value)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = PLOT.left + index * slot;
            const barTop = y(day.revenue);
            return (
              <g key={day.date}>
                <title>{`${dayLabel(day.date)}: ${formatCount(day.tickets)} tickets, ${formatDashboardMoney(day.revenue)}`}</title>
                {/* A free ticket still shows as a sliver, so a day with sales never looks empty. */}
                <rect
                  x={x + slot * 0.15}
                  y={day.tickets > 0 ? Math.min(barTop, y(0) - 2) : y(0)}
                  width={slot * 0.7}
                  height={day.tickets > 0 ? Math.max(y(0) - barTop, 2) : 0}
                  rx={2}
                  className="fill-primary-700"
                />
                {labelled.has(index) ? (
                  <text x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle" className="fill-zinc-600 text-[11px]">
                    {dayLabel(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}

      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary-700">Show the figures per day</summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-zinc-200">
          <table className="w-full text-left">
            <caption className="sr-only">Tickets and revenue per day, last {days.length} days</caption>
            <thead className="sticky top-0 bg-zinc-100">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Day</th>
                <th scope="col" className="px-3 py-2 font-semibold">Tickets</th>
                <th scope="col" className="px-3 py-2 font-semibold">Revenue</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-200">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    <time dateTime={day.date}>{dayLabel(day.date)}</time>
                  </th>
                  <td className="px-3 py-2">{formatCount(day.tickets)}</td>
                  <td className="px-3 py-2">{formatDashboardMoney(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
