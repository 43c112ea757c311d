import { outlineButton, primaryButton } from "@/components/ui/button-styles";
import { ActionForm } from "./action-form";

type ChargePanelProps = { reference: string; channel: "card" | "bank"; declinedBefore: boolean };

const TITLE = { card: "Pay with a card", bank: "Pay from a bank account" } as const;
const KIND = { card: "card payment", bank: "bank account debit" } as const;

/** A card or bank account charge: Pay succeeds at once, Decline is refused (the buyer may try again). */
export function ChargePanel({ reference, channel, declinedBefore }: ChargePanelProps) {
  return (
    <section aria-labelledby="charge-title" className="mt-6">
      <h2 id="charge-title" className="text-lg font-semibold">
        {TITLE[channel]}
      </h2>
      <div className="mt-4 grid gap-3">
        <ActionForm reference={reference} fields={{ outcome: "pay", channel }}>
          <button type="submit" className={`${primaryButton} w-full`}>
            Pay
          </button>
        </ActionForm>
        <ActionForm reference={reference} fields={{ outcome: "decline", channel }}>
          <button type="submit" className={`${outlineButton} w-full`}>
            Decline
          </button>
        </ActionForm>
      </div>
      <p className="mt-3 text-center text-sm text-muted">
        {declinedBefore ? "The last attempt was declined. " : ""}
        Pay simulates a successful {KIND[channel]}; Decline simulates a refused one.
      </p>
    </section>
  );
}
