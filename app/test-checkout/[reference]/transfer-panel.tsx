import { formatKobo } from "@/lib/platform/format";
import { lagosClock } from "@/lib/platform/time/lagos";
import type { TestCheckout } from "@/lib/domain/payments/test-gateway/get-test-checkout";
import { ACCOUNT_LIFETIME_MINUTES } from "@/lib/domain/payments/test-gateway/transfer-details";
import { CopyDetail, DetailRow } from "./detail-row";
import { SentForm } from "./sent-form";

type TransferPanelProps = { reference: string; amount: number; transfer: NonNullable<TestCheckout["transfer"]> };

/** A bank transfer: the one-off account to pay into, the exact amount, when the account expires, and "I've sent the money". */
export function TransferPanel({ reference, amount, transfer }: TransferPanelProps) {
  return (
    <section aria-labelledby="transfer-title" className="mt-6">
      <h2 id="transfer-title" className="text-lg font-semibold">
        Pay by bank transfer
      </h2>
      <p className="mt-1 text-muted">Transfer exactly {formatKobo(amount)} to this account from your banking app.</p>
      <dl className="mt-4 rounded-xl bg-zinc-100 px-4">
        <CopyDetail label="Account number">{transfer.accountNumber}</CopyDetail>
        <DetailRow label="Bank">{transfer.bank}</DetailRow>
        <DetailRow label="Account name">{transfer.accountName}</DetailRow>
        <DetailRow label="Amount">
          <span className="text-lg text-accent">{formatKobo(amount)}</span>
        </DetailRow>
      </dl>
      {transfer.expired ? (
        <p className="mt-4 rounded-xl border border-red-700 bg-red-50 p-3 text-sm text-red-800">
          This account expired at {lagosClock(transfer.expiresAt)} (Lagos time) and no longer takes money. Choose Bank transfer above for a new
          account number.
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-muted">
            This account expires at <strong className="text-ink">{lagosClock(transfer.expiresAt)}</strong> (Lagos time), {ACCOUNT_LIFETIME_MINUTES}{" "}
            minutes after it was generated.
          </p>
          <SentForm reference={reference} button="I've sent the money" />
        </>
      )}
    </section>
  );
}
