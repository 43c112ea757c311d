import type { ReactNode } from "react";
import { eventStatus } from "@/lib/domain/events/event-status";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { priceText, ticketFees } from "@/components/events/price/ticket-fees";
import { lagosIsoDateTime } from "@/lib/domain/seo/event-json-ld";

function When({ date, time }: { date: string; time: string }) {
  const iso = lagosIsoDateTime(date, time);
  const text = formatEventDate(date);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-zinc-200 py-3 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** Nothing is available once the event is over or cancelled; otherwise the count, or "Sold out". */
function availability(event: PublicEvent, ended: boolean): string {
  if (event.status === "cancelled") return "None: the event is cancelled";
  if (ended) return "None: the event has ended";
  return event.ticketsAvailable > 0 ? event.ticketsAvailable.toLocaleString("en-NG") : "Sold out";
}

export function EventFacts({ event }: { event: PublicEvent }) {
  // From the dates at render time: a cached event's count may be up to a minute old.
  const ended = eventStatus(new Date(event.startsAt), new Date(event.endsAt)) === "ended";
  return (
    <section aria-labelledby="event-facts" className="rounded-2xl border border-zinc-200 p-5">
      <h2 id="event-facts" className="text-lg font-semibold">
        Event information
      </h2>
      <dl className="mt-2">
        <Fact label="Date">
          <When date={event.startDate} time={event.startTime} />
        </Fact>
        <Fact label="Time">{formatEventTime(event.startTime) || "To be announced"}</Fact>
        <Fact label="Location">{eventLocationOrFallback(event.eventLocation)}</Fact>
        <Fact label="Price">
          <span className="text-lg text-accent">{priceText(event.allInPrice)}</span>
          <FeeBreakdown fees={ticketFees(event.ticketPrice, event.feeMode)} align="end" />
        </Fact>
        <Fact label="Tickets available">{availability(event, ended)}</Fact>
      </dl>
      {ended && event.status !== "cancelled" ? <p className="mt-3 rounded-lg bg-zinc-100 px-3 py-2 text-sm">This event has ended.</p> : null}
    </section>
  );
}
