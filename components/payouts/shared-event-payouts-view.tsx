import { BackLink } from "@/components/back-link";
import { BalancesTable } from "@/components/payouts/balances-table";
import { PayoutHistory } from "@/components/payouts/payout-history";
import { PayoutForm } from "@/components/payouts/payout-request/payout-request-form";
import { eventTitleOrFallback } from "@/lib/platform/format";
import type { SharedEventPayouts } from "@/lib/domain/payouts/shared-event-payouts";

type SharedEventPayoutsViewProps = { view: SharedEventPayouts; feePercent: number };

/**
 * One of another owner's events, for their finance team: whose account its payouts go to, its
 * balance, a payout request (or why none can be made yet) and its payout history. No bank form:
 * the account is the owner's to set.
 */
export function SharedEventPayoutsView({ view: { ledger, payouts, ownerName, paidInto, blocked }, feePercent }: SharedEventPayoutsViewProps) {
  const title = eventTitleOrFallback(ledger.eventTitle);
  return (
    <div className="grid gap-6">
      <BackLink href="/dashboard/payout-details">All payouts</BackLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Payout details</h1>
        <p className="text-muted">
          {title} · organised by {ownerName}
        </p>
      </div>

      <section aria-labelledby="payout-request-heading" className="grid max-w-2xl gap-4">
        <h2 id="payout-request-heading" className="text-xl font-semibold">
          Request a payout
        </h2>
        <p>
          Payouts of this event go to {ownerName}&apos;s bank account, never to yours
          {paidInto ? (
            <>
              : <strong className="font-semibold">{paidInto}</strong>.
            </>
          ) : (
            "."
          )}
        </p>
        {blocked ? (
          <p role="status" className="rounded-lg border border-zinc-300 bg-white p-3">
            {blocked}
          </p>
        ) : (
          <PayoutForm
            balances={[{ eventId: ledger.eventId, eventTitle: title, available: ledger.available }]}
            feePercent={feePercent}
            paidInto={paidInto}
            accountHolder={ownerName}
          />
        )}
      </section>

      <section aria-labelledby="balances-heading" className="grid gap-4">
        <h2 id="balances-heading" className="text-xl font-semibold">
          Balance
        </h2>
        <p className="text-muted">
          Scheditix keeps {feePercent}% of the event&apos;s sales after refunds. Paid by buyers includes any fees they paid on top of the ticket
          price; net is what is the organiser&apos;s.
        </p>
        <BalancesTable balances={[ledger]} />
      </section>

      <PayoutHistory payouts={payouts} />
    </div>
  );
}
