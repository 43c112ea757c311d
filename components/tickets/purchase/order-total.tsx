import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { priceText, type OrderFees } from "@/components/events/price/ticket-fees";

type OrderTotalProps = {
  /** What the chosen tickets cost the buyer, fees included; null while nothing is chosen. */
  fees: OrderFees | null;
  /** The field the total follows, for assistive technology. */
  outputFor?: string;
};

/** The purchase form's total: what the checkout will charge, with the fees in it one tap away. */
export function OrderTotal({ fees, outputFor }: OrderTotalProps) {
  return (
    <div className="grid rounded-xl bg-accent-50 px-4 py-3">
      <p className="flex items-baseline justify-between gap-4">
        <span className="font-medium">Total</span>
        <output htmlFor={outputFor} aria-live="polite" className="text-xl font-semibold text-accent">
          {fees ? priceText(fees.totalKobo / 100) : "—"}
        </output>
      </p>
      {fees ? <FeeBreakdown fees={fees} ticketsLabel="Tickets" align="end" /> : null}
    </div>
  );
}
