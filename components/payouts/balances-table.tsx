import { TableRegion } from "@/components/table-region";
import { eventTitleOrFallback, formatDashboardMoney } from "@/lib/format";
import type { PayoutBalance } from "@/lib/payouts/balances";

const cell = "px-4 py-3";
const headCell = "px-4 py-3 font-semibold";

/** Per event: revenue after refunds, the platform fee, payouts pending or paid, and what is left. */
export function BalancesTable({ balances }: { balances: PayoutBalance[] }) {
  if (balances.length === 0) {
    return <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No event!</p>;
  }
  return (
    <TableRegion labelledBy="balances-caption">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id="balances-caption" className="sr-only">
          Balances per event
        </caption>
        <thead className="bg-zinc-100 text-ink">
          <tr>
            <th scope="col" className={headCell}>Event</th>
            <th scope="col" className={headCell}>Revenue</th>
            <th scope="col" className={headCell}>Fee</th>
            <th scope="col" className={headCell}>Paid out/requested</th>
            <th scope="col" className={headCell}>Available</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {balances.map((balance) => (
            <tr key={balance.eventId}>
              <th scope="row" className={`${cell} font-medium`}>
                {eventTitleOrFallback(balance.eventTitle)}
              </th>
              <td className={cell}>{formatDashboardMoney(balance.revenue)}</td>
              <td className={cell}>{formatDashboardMoney(balance.fee)}</td>
              <td className={cell}>{formatDashboardMoney(balance.paidOut)}</td>
              <td className={`${cell} font-semibold`}>{formatDashboardMoney(balance.available)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
