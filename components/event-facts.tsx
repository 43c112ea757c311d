import type { ReactNode } from "react";
import type { PublicEvent } from "@/lib/events/serialize-event";
import { eventLocationOrFallback, formatEventDate, formatEventTime, formatNaira } from "@/lib/format";
import { lagosIsoDateTime } from "@/lib/seo/event-json-ld";

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

export function EventFacts({ event }: { event: PublicEvent }) {
  const soldOut = event.ticketsAvailable <= 0;
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
          <span className="text-lg text-accent">{formatNaira(event.ticketPrice)}</span>
        </Fact>
        <Fact label="Tickets available">{soldOut ? "Sold out" : event.ticketsAvailable.toLocaleString("en-NG")}</Fact>
      </dl>
      {event.status === "ended" ? (
        <p className="mt-3 rounded-lg bg-zinc-100 px-3 py-2 text-sm">This event has ended.</p>
      ) : null}
    </section>
  );
}
