import Link from "next/link";
import type { ReactNode } from "react";
import { textLink } from "@/components/ui/button-styles";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { priceText, ticketFees } from "@/components/events/price/ticket-fees";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-zinc-200 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** What is being bought: the event's date, venue, price and tickets left. */
export function PurchaseEventCard({ event }: { event: PublicEvent }) {
  const time = formatEventTime(event.startTime);
  return (
    <section aria-labelledby="purchase-event" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <h2 id="purchase-event" className="text-xl font-semibold">
        {eventTitleOrFallback(event.eventTitle)}
      </h2>
      <dl className="mt-2">
        <Fact label="Date">
          {formatEventDate(event.startDate)}
          {time ? `, ${time}` : null}
        </Fact>
        <Fact label="Venue">{eventLocationOrFallback(event.eventLocation)}</Fact>
        <Fact label="Price">
          <span className="text-accent">{event.ticketTypes.length > 1 ? `From ${priceText(event.allInPrice)}` : priceText(event.allInPrice)}</span>
          <FeeBreakdown fees={ticketFees(event.ticketPrice, event.feeMode)} align="end" />
        </Fact>
        <Fact label="Tickets left">{event.ticketsAvailable > 0 ? event.ticketsAvailable.toLocaleString("en-NG") : "None"}</Fact>
      </dl>
    </section>
  );
}

/** Why the event cannot be bought, with somewhere else to go. */
export function PurchaseClosed({ reason }: { reason: string }) {
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white p-6 text-center">
      <p className="text-lg font-semibold">{reason}</p>
      <Link href="/event-categories" className={textLink}>
        Find another event
      </Link>
    </div>
  );
}
