import { BalancesTable } from "@/components/payouts/balances-table";
import { PayoutAccountForm, type Bank } from "@/components/payouts/payout-account-form";
import { PayoutHistory } from "@/components/payouts/payout-history";
import { PayoutForm } from "@/components/payouts/payout-request/payout-request-form";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { availabilityText, notYetAvailable, settlementRule } from "@/lib/domain/payouts/availability";
import type { EventLedger } from "@/lib/domain/payouts/event-ledgers";
import type { PayoutRow } from "@/lib/domain/payouts/list-payouts";
import type { PayoutAccountView } from "@/lib/domain/payouts/payout-account";

/** Events named in "not available yet"; the Balances table has all of them. */
const MAX_WAITING_LISTED = 10;

type OwnPayoutsViewProps = {
  balances: EventLedger[];
  payouts: PayoutRow[];
  account: PayoutAccountView | null;
  banks: Bank[];
  feePercent: number;
  settlementDays: number;
};

/** SPEC 2.17: the organiser's payout bank account (resolved and confirmed), a payout request, balances and payout history. */
export function OwnPayoutsView({ balances, payouts, account, banks, feePercent, settlementDays }: OwnPayoutsViewProps) {
  const waiting = notYetAvailable(balances);
  return (
    <>
      <section aria-labelledby="payout-account-heading" className="grid max-w-2xl gap-4">
        <h2 id="payout-account-heading" className="text-xl font-semibold">
          Bank details
        </h2>
        {banks.length === 0 && !account ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            The bank list could not be loaded. Please reload the page in a moment.
          </p>
        ) : (
          <PayoutAccountForm banks={banks} saved={account} />
        )}
      </section>

      <section aria-labelledby="payout-request-heading" className="grid max-w-2xl gap-4">
        <h2 id="payout-request-heading" className="text-xl font-semibold">
          Request a payout
        </h2>
        <p className="text-muted">{settlementRule(settlementDays, feePercent)}</p>
        {balances.length > 0 && waiting.length > 0 ? (
          <div className="grid gap-2 rounded-2xl border border-zinc-200 bg-white p-4">
            <h3 className="font-semibold">{waiting.length === balances.length ? "Why no money is available yet" : "Not available yet"}</h3>
            <ul aria-label="When each event's money becomes available" className="grid list-disc gap-1 pl-5">
              {waiting.slice(0, MAX_WAITING_LISTED).map((ledger) => (
                <li key={ledger.eventId}>{availabilityText(ledger, settlementDays)}</li>
              ))}
            </ul>
            {waiting.length > MAX_WAITING_LISTED ? <p className="text-sm text-muted">The Balances table below has every event.</p> : null}
          </div>
        ) : null}
        <PayoutForm
          balances={balances.map((ledger) => ({
            eventId: ledger.eventId,
            eventTitle: eventTitleOrFallback(ledger.eventTitle),
            available: ledger.available,
            note: ledger.available > 0 ? undefined : availabilityText(ledger, settlementDays),
          }))}
          feePercent={feePercent}
          paidInto={account ? `${account.accountName}, ${account.bankName} ${account.accountNumber}` : null}
        />
      </section>

      <section aria-labelledby="balances-heading" className="grid gap-4">
        <h2 id="balances-heading" className="text-xl font-semibold">
          Balances
        </h2>
        <p className="text-muted">
          Scheditix keeps {feePercent}% of each event&apos;s sales after refunds. An event&apos;s balance can be paid out {settlementDays}{" "}
          {settlementDays === 1 ? "day" : "days"} after it ends (Lagos time); until then refunds and a cancellation are paid from its sales. Paid by
          buyers is everything they paid, fees included; fees are what buyers paid on top of the ticket price (where you pass the fees on) and what
          Scheditix keeps; net is what is yours.
        </p>
        <BalancesTable balances={balances} />
      </section>

      <PayoutHistory payouts={payouts} />
    </>
  );
}
