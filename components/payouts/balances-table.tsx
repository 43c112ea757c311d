import { TableRegion } from "@/components/ui/table-region";
import { eventTitleOrFallback, formatMoney } from "@/lib/format";
import type { EventLedger } from "@/lib/payouts/event-ledgers";
import { formatLagosMoment } from "@/lib/time/lagos";

const cell = "px-4 py-3";
const headCell = "px-4 py-3 font-semibold";

/** What the Available column says besides the figure: when the sales settle, or why nothing is left. */
function availability(ledger: EventLedger): string | null {
  if (ledger.cancelled) return "Cancelled: sales go back to buyers";
  if (!ledger.settled) return `From ${formatLagosMoment(new Date(ledger.settlesAt))}`;
  return null;
}

/** Per event: sales, refunds, the platform fee, payouts paid and pending, and what is left to withdraw. */
export function BalancesTable({ balances }: { balances: EventLedger[] }) {
  if (balances.length === 0) {
    return <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No events yet.</p>;
  }
  return (
    <TableRegion labelledBy="balances-caption">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="balances-caption" className="sr-only">
          Balances per event
        </caption>
        <thead className="bg-zinc-100 text-ink">
          <tr>
            <th scope="col" className={headCell}>Event</th>
            <th scope="col" className={headCell}>Sales</th>
            <th scope="col" className={headCell}>Refunded</th>
            <th scope="col" className={headCell}>Fee</th>
            <th scope="col" className={headCell}>Paid out</th>
            <th scope="col" className={headCell}>Pending payouts</th>
            <th scope="col" className={headCell}>Available</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {balances.map((ledger) => {
            const note = availability(ledger);
            return (
              <tr key={ledger.eventId}>
                <th scope="row" className={`${cell} font-medium`}>
                  {eventTitleOrFallback(ledger.eventTitle)}
                </th>
                <td className={cell}>{formatMoney(ledger.grossSales)}</td>
                <td className={cell}>{formatMoney(ledger.refunded)}</td>
                <td className={cell}>{formatMoney(ledger.fee)}</td>
                <td className={cell}>{formatMoney(ledger.paidOut)}</td>
                <td className={cell}>{formatMoney(ledger.pendingPayouts)}</td>
                <td className={cell}>
                  <span className="font-semibold">{formatMoney(ledger.available)}</span>
                  {note ? <span className="block text-xs text-muted">{note}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
