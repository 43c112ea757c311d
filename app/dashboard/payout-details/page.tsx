import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PayoutForm } from "@/components/payouts/payout-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { eventTitleOrFallback, formatDashboardMoney } from "@/lib/format";
import { listPayoutBalances } from "@/lib/payouts/balances";
import { NIGERIAN_BANKS, PLATFORM_FEE_PERCENT } from "@/lib/payouts/banks";
import { listPayouts } from "@/lib/payouts/list-payouts";
import { LAGOS_TIME_ZONE } from "@/lib/time/lagos";
import { TableRegion } from "@/components/table-region";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Payout details",
  robots: { index: false },
};

const PATH = "/dashboard/payout-details";


const requestedAt = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: LAGOS_TIME_ZONE });

function formatRequested(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : requestedAt.format(date);
}

type PayoutStatus = "pending" | "paid" | "failed" | "reversed" | "rejected";

const STATUS_STYLE: Record<PayoutStatus, string> = {
  pending: "bg-amber-50 text-amber-900",
  paid: "bg-green-50 text-green-800",
  failed: "bg-red-50 text-red-800",
  reversed: "bg-red-50 text-red-800",
  rejected: "bg-red-50 text-red-800",
};

const cell = "px-4 py-3";
const headCell = "px-4 py-3 font-semibold";

/** SPEC 2.17: bank details and a payout request, plus the organiser's balances and payout history. */
export default async function PayoutDetailsPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const [balances, payouts] = await Promise.all([listPayoutBalances(user._id), listPayouts(user._id)]);

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Payout details</h1>

      <section aria-labelledby="payout-request-heading" className="grid max-w-2xl gap-4">
        <h2 id="payout-request-heading" className="text-xl font-semibold">
          Bank details
        </h2>
        <PayoutForm
          balances={balances.map(({ eventId, eventTitle, available }) => ({
            eventId,
            eventTitle: eventTitleOrFallback(eventTitle),
            available,
          }))}
          banks={NIGERIAN_BANKS}
          feePercent={PLATFORM_FEE_PERCENT}
        />
      </section>

      <section aria-labelledby="balances-heading" className="grid gap-4">
        <h2 id="balances-heading" className="text-xl font-semibold">
          Balances
        </h2>
        <p className="text-muted">Scheditix keeps {PLATFORM_FEE_PERCENT}% of ticket revenue.</p>
        {balances.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No event!</p>
        ) : (
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
        )}
      </section>

      <section aria-labelledby="payout-history-heading" className="grid gap-4">
        <h2 id="payout-history-heading" className="text-xl font-semibold">
          Payout history
        </h2>
        {payouts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">
            No payout requests yet
          </p>
        ) : (
          <TableRegion labelledBy="payout-history-caption">
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
                  <tr key={String(payout._id)}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {eventTitleOrFallback(payout.eventTitle)}
                    </th>
                    <td className={cell}>{formatDashboardMoney(payout.amount)}</td>
                    <td className={cell}>{payout.bankName}</td>
                    <td className={cell}>
                      <span className="block">{payout.bankAccountName}</span>
                      <span className="block text-muted">{payout.bankAccountNumber}</span>
                    </td>
                    <td className={cell}>
                      <span className={`inline-flex rounded-full px-3 py-1 font-medium capitalize ${STATUS_STYLE[payout.status]}`}>
                        {payout.status}
                      </span>
                    </td>
                    <td className={cell}>{formatRequested(payout.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
    </div>
  );
}
