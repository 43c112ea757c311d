import { feesHint, koboText, type OrderFees } from "@/components/events/price/ticket-fees";
import { DisclosureChevron } from "@/components/ui/disclosure-chevron";

type FeeBreakdownProps = {
  fees: OrderFees;
  /** The first line's name: "Ticket" for one ticket's price, "Tickets" for an order. */
  ticketsLabel?: string;
  /** Where the closed hint sits: under a price on the right, or on the left. */
  align?: "start" | "end";
  className?: string;
};

function Line({ label, kobo, total = false }: { label: string; kobo: number; total?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${total ? "border-t border-zinc-300 pt-1 font-semibold text-ink" : ""}`}>
      {/* One line each, also in a narrow column (a card, the event's facts beside its text). */}
      <dt className="whitespace-nowrap">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{koboText(kobo)}</dd>
    </div>
  );
}

/**
 * "incl. ₦283 fees", opening (a native disclosure, no script) on what the buyer pays: the tickets,
 * the booking fee, the payment processing fee and the total. Nothing when the organiser absorbs the fees.
 */
export function FeeBreakdown({ fees, ticketsLabel = "Ticket", align = "start", className = "" }: FeeBreakdownProps) {
  if (fees.feeKobo <= 0) return null;
  return (
    <details className={`group text-sm ${align === "end" ? "text-right" : "text-left"} ${className}`}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-medium text-muted underline decoration-dotted underline-offset-4 hover:text-ink [&::-webkit-details-marker]:hidden">
        {feesHint(fees)}
        <span className="sr-only">: see the breakdown</span>
        <DisclosureChevron />
      </summary>
      <dl className="mt-1 grid gap-1 rounded-lg bg-zinc-50 p-3 text-left font-normal text-muted">
        <Line label={ticketsLabel} kobo={fees.ticketsKobo} />
        <Line label="Booking fee" kobo={fees.platformFeeKobo} />
        <Line label="Payment processing fee" kobo={fees.gatewayFeeKobo} />
        <Line label="Total" kobo={fees.totalKobo} total />
      </dl>
    </details>
  );
}
