import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BalancesTable } from "@/components/payouts/balances-table";
import { PayoutAccountForm } from "@/components/payouts/payout-account-form";
import { PayoutForm } from "@/components/payouts/payout-request/payout-request-form";
import { PayoutHistory } from "@/components/payouts/payout-history";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getEnv } from "@/lib/env";
import { eventTitleOrFallback } from "@/lib/format";
import { logger } from "@/lib/logger";
import { listEventLedgers } from "@/lib/payouts/event-ledgers";
import { PLATFORM_FEE_PERCENT } from "@/lib/payouts/ledger";
import { listPayouts } from "@/lib/payouts/list-payouts";
import { getPayoutAccount, listBanks } from "@/lib/payouts/payout-account";
import { payoutsRefusal } from "@/lib/team/permitted-events";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Payout details",
  robots: { index: false },
};

const PATH = "/dashboard/payout-details";

/** The bank list comes from the payment service; when it is down the page still shows balances and history. */
async function banksOrEmpty() {
  try {
    return await listBanks();
  } catch (error) {
    logger.error("bank list unavailable", { error });
    return [];
  }
}

/** SPEC 2.17: the payout bank account (resolved and confirmed), a payout request, balances and payout history. */
export default async function PayoutDetailsPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(PATH)}`);
  const refusal = await payoutsRefusal(user._id);
  if (refusal) {
    return (
      <div className="grid max-w-2xl gap-6">
        <h1 className="text-2xl font-semibold">Payout details</h1>
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 text-red-800">
          {refusal}
        </p>
      </div>
    );
  }
  const settlementDays = getEnv().PAYOUT_SETTLEMENT_DAYS;
  const [balances, payouts, account, banks] = await Promise.all([
    listEventLedgers(user._id),
    listPayouts(user._id),
    getPayoutAccount(user._id),
    banksOrEmpty(),
  ]);

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Payout details</h1>

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
        <PayoutForm
          balances={balances.map(({ eventId, eventTitle, available }) => ({ eventId, eventTitle: eventTitleOrFallback(eventTitle), available }))}
          feePercent={PLATFORM_FEE_PERCENT}
          paidInto={account ? `${account.accountName}, ${account.bankName} ${account.accountNumber}` : null}
        />
      </section>

      <section aria-labelledby="balances-heading" className="grid gap-4">
        <h2 id="balances-heading" className="text-xl font-semibold">
          Balances
        </h2>
        <p className="text-muted">
          Scheditix keeps {PLATFORM_FEE_PERCENT}% of each event&apos;s sales after refunds. An event&apos;s balance can be paid out {settlementDays}{" "}
          {settlementDays === 1 ? "day" : "days"} after it ends; until then refunds and a cancellation are paid from its sales.
        </p>
        <BalancesTable balances={balances} />
      </section>

      <section aria-labelledby="payout-history-heading" className="grid gap-4">
        <h2 id="payout-history-heading" className="text-xl font-semibold">
          Payout history
        </h2>
        <PayoutHistory payouts={payouts} />
      </section>
    </div>
  );
}
