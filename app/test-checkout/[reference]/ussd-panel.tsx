import { formatKobo } from "@/lib/platform/format";
import { CopyDetail, DetailRow } from "./detail-row";
import { SentForm } from "./sent-form";

/** A USSD payment: the code to dial and the amount to approve, and "I've dialled it". */
export function UssdPanel({ reference, amount, code }: { reference: string; amount: number; code: string }) {
  return (
    <section aria-labelledby="ussd-title" className="mt-6">
      <h2 id="ussd-title" className="text-lg font-semibold">
        Pay with USSD
      </h2>
      <p className="mt-1 text-muted">Dial this code on the phone number linked to your bank account, then approve {formatKobo(amount)}.</p>
      <dl className="mt-4 rounded-xl bg-zinc-100 px-4">
        <CopyDetail label="Dial">{code}</CopyDetail>
        <DetailRow label="Amount">
          <span className="text-lg text-accent">{formatKobo(amount)}</span>
        </DetailRow>
      </dl>
      <SentForm reference={reference} button="I've dialled it" />
    </section>
  );
}
