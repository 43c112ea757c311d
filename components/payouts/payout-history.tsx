import { PayoutStatusBadge } from "@/components/payouts/payout-status";
import { RefreshWhilePending } from "@/components/refresh-while-pending";
import { TableRegion } from "@/components/ui/table-region";
import { eventTitleOrFallback, formatMoney } from "@/lib/format";
import type { listPayouts } from "@/lib/payouts/list-payouts";
import { onFirstUse } from "@/lib/intl-on-first-use";
import { LAGOS_TIME_ZONE } from "@/lib/time/lagos";

const requestedAt = onFirstUse(() => new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: LAGOS_TIME_ZONE }));

function formatRequested(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : requestedAt().format(date);
}

const cell = "px-4 py-3";
const headCell = "px-4 py-3 font-semibold";

/** The organiser's payouts and where each transfer stands; it re-reads itself while one is pending. */
export function PayoutHistory({ payouts }: { payouts: Awaited<ReturnType<typeof listPayouts>> }) {
  if (payouts.length === 0) {
    return <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No payout requests yet</p>;
  }
  return (
    <TableRegion labelledBy="payout-history-caption">
      <RefreshWhilePending pending={payouts.some((payout) => payout.status === "pending")} />
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id="payout-history-caption" className="sr-only">
          Payout history
        </caption>
        <thead className="bg-zinc-100 text-ink">
          <tr>
            <th scope="col" className={headCell}>Event</th>
            <th scope="col" className={headCell}>Amount</th>
            <th scope="col" className={headCell}>Bank</th>
            <th scope="col" className={headCell}>Account</th>
            <th scope="col" className={headCell}>Status</th>
            <th scope="col" className={headCell}>Requested</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">
          {payouts.map((payout) => (
            <tr key={payout._id}>
              <th scope="row" className={`${cell} font-medium`}>
                {eventTitleOrFallback(payout.eventTitle)}
              </th>
              <td className={cell}>{formatMoney(payout.amount)}</td>
              <td className={cell}>{payout.bankName}</td>
              <td className={cell}>
                <span className="block">{payout.bankAccountName}</span>
                <span className="block text-muted">{payout.bankAccountNumber}</span>
              </td>
              <td className={cell}>
                <PayoutStatusBadge status={payout.status} />
              </td>
              <td className={cell}>{formatRequested(payout.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
