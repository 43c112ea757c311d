import { card } from "@/components/events/organiser-view/card";
import { Figure } from "@/components/events/organiser-view/figure";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { formatCount } from "@/lib/platform/format";
import { seatingSummary, type TableSales } from "@/lib/domain/seating/seat-placement";

/** Beyond this many tables a tile per table would drown the summary, so only the counts are shown. */
const TABLE_GRID_LIMIT = 60;

/** How the event's numbered tables and seats have sold. */
export function SeatingCard({ event }: { event: OrganiserEvent }) {
  const { seats, tables } = seatingSummary(event);
  return (
    <section aria-labelledby="seating-heading" className={card}>
      <h2 id="seating-heading" className="text-lg font-semibold">
        Tables and seats
      </h2>
      {seats.total === 0 ? (
        <p className="mt-3 text-muted">Free seating — no numbered tables or seats</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {formatCount(seats.total)} numbered seats{tables.total > 0 ? ` at ${formatCount(tables.total)} tables` : ""}, handed out in order as
            tickets are paid for.
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <Figure label="Seats sold" value={formatCount(seats.sold)} />
            <Figure label="Seats unsold" value={formatCount(seats.unsold)} />
            {tables.total > 0 ? (
              <>
                <Figure label="Tables fully sold" value={formatCount(tables.full)} />
                <Figure label="Tables with free seats" value={formatCount(tables.partlySold + tables.empty)} />
                {tables.unused > 0 ? <Figure label="Tables without seats" value={formatCount(tables.unused)} /> : null}
              </>
            ) : null}
          </dl>
          {tables.total > 0 && tables.total <= TABLE_GRID_LIMIT ? <TableGrid tables={tables.list} /> : null}
        </>
      )}
    </section>
  );
}

const TILE_STYLE = {
  full: "border-green-200 bg-green-50 text-green-800",
  partly: "border-accent-50 bg-accent-50 text-accent",
  empty: "border-zinc-200 bg-white text-ink",
  unused: "border-zinc-200 bg-zinc-100 text-muted",
} as const;

function tileStyle({ seats, sold }: TableSales) {
  if (seats === 0) return TILE_STYLE.unused;
  if (sold === seats) return TILE_STYLE.full;
  return sold > 0 ? TILE_STYLE.partly : TILE_STYLE.empty;
}

/** One tile per table; the text says how full it is, the colour only repeats it. */
function TableGrid({ tables }: { tables: TableSales[] }) {
  return (
    <ul aria-label="Seats sold per table" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {tables.map((table) => (
        <li key={table.table} className={`rounded-lg border px-3 py-2 text-sm font-medium ${tileStyle(table)}`}>
          Table {table.table} · {table.seats === 0 ? "no seats" : `${table.sold}/${table.seats} sold`}
        </li>
      ))}
    </ul>
  );
}
