import { EmptyState } from "@/components/ui/empty-state";
import { formatCount, formatMoney } from "@/lib/platform/format";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Money } from "@/components/ui/money";
import { onFirstUse } from "@/lib/platform/intl-on-first-use";
import type { DailySales } from "@/lib/domain/organiser/daily-sales";

const compact = onFirstUse(() => new Intl.NumberFormat("en-NG", { notation: "compact", maximumFractionDigits: 1 }));
const axisLabel = (value: number) => `₦${compact().format(value)}`;
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

const DAY_COLUMNS: Column<DailySales>[] = [
  { key: "day", header: "Day", rowHeader: true, cell: (day) => <time dateTime={day.date}>{dayLabel(day.date)}</time> },
  { key: "tickets", header: "Tickets", cell: (day) => formatCount(day.tickets) },
  { key: "revenue", header: "Revenue", cell: (day) => <Money naira={day.revenue} /> },
];

/** 1, 2 or 5 times a power of ten at or above the value, so the axis reads in round figures. */
function roundCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) as number;
  return step * power;
}

/**
 * Revenue per day as bars, drawn with plain HTML on the server (no client script, text stays
 * readable on a phone). Each bar's tooltip gives the day's tickets and revenue; the same figures
 * are in a table for screen readers and for anyone who wants the numbers.
 */
export function SalesChart({ days }: { days: DailySales[] }) {
  const tickets = days.reduce((sum, day) => sum + day.tickets, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const top = roundCeiling(Math.max(...days.map((day) => day.revenue), 0));
  // Labelled about once a week, always including today.
  const labelled = (index: number) => (days.length - 1 - index) % 7 === 0;

  return (
    <section aria-labelledby="sales-chart-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-chart-heading" className="text-lg font-semibold">
          Sales over the last {days.length} days
        </h2>
        <p className="text-muted">
          {formatCount(tickets)} {tickets === 1 ? "ticket" : "tickets"} · {formatMoney(revenue)}
        </p>
      </div>

      {tickets === 0 ? (
        <EmptyState title={`No ticket sales in the last ${days.length} days.`} />
      ) : (
        <div aria-hidden="true" className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted">
          <div className="flex h-48 flex-col justify-between text-right">
            <span className="-translate-y-1/2">{axisLabel(top)}</span>
            <span>{axisLabel(top / 2)}</span>
            <span className="translate-y-1/2">#0</span>
          </div>
          <div className="relative h-48 border-b border-zinc-300">
            <div className="absolute inset-x-0 top-0 border-t border-zinc-200" />
            <div className="absolute inset-x-0 top-1/2 border-t border-zinc-200" />
            <div className="relative flex h-full items-end gap-px sm:gap-1">
              {days.map((day) => (
                <div
                  key={day.date}
                  title={`${dayLabel(day.date)}: ${formatCount(day.tickets)} tickets, ${formatMoney(day.revenue)}`}
                  // A day of free tickets still shows as a sliver, so a day with sales never looks empty.
                  className={`flex-1 rounded-t-sm bg-primary-700 ${day.tickets > 0 ? "min-h-0.5" : ""}`}
                  style={{ height: `${(day.revenue / top) * 100}%` }}
                />
              ))}
            </div>
          </div>
          <div />
          <div className="relative mt-1 flex h-4">
            {days.map((day, index) => (
              <div key={day.date} className="relative flex-1">
                {labelled(index) ? (
                  <span className={`absolute whitespace-nowrap ${index === days.length - 1 ? "right-0" : "left-1/2 -translate-x-1/2"}`}>
                    {dayLabel(day.date)}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      )}

      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary-700">Show the figures per day</summary>
        <div className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-zinc-200 px-3">
          <DataTable
            id="sales-per-day"
            caption={`Tickets and revenue per day, last ${days.length} days`}
            variant="plain"
            columns={DAY_COLUMNS}
            rows={[...days].reverse()}
            rowKey={(day) => day.date}
          />
        </div>
      </details>
    </section>
  );
}
