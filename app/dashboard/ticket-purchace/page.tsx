import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import Link from "next/link";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { listOpenEvents } from "@/lib/domain/events/queries";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatNaira } from "@/lib/platform/format";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Buy tickets",
  robots: { index: false },
};

const EVENTS_SHOWN = 50;

function EventRow({ event }: { event: PublicEvent }) {
  const title = eventTitleOrFallback(event.eventTitle);
  const soldOut = event.ticketsAvailable <= 0;
  return (
    <article className="flex h-full flex-col gap-1 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg leading-snug font-semibold">{title}</h2>
      <p className="text-sm text-muted">
        {formatEventDate(event.startDate)} · {eventLocationOrFallback(event.eventLocation)}
      </p>
      <p className="font-semibold text-accent">{formatNaira(event.ticketPrice)}</p>
      {soldOut ? (
        <p className="mt-auto pt-3 font-medium text-muted">Sold out</p>
      ) : (
        <Link
          href={`/dashboard/purchase-details/${event._id}`}
          className="mt-auto inline-flex min-h-11 items-center justify-center self-start rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
        >
          Buy ticket<span className="sr-only"> for {title}</span>
        </Link>
      )}
    </article>
  );
}

/** SPEC 2.3: where 'Buy Ticket' on the trending cards leads — every event still selling, soonest first. */
export default async function TicketPurchacePage() {
  const events = await loadOrEmpty("ticket purchase: open events", () => listOpenEvents({ page: 1, limit: EVENTS_SHOWN }));
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Buy tickets</h1>
      {events.length === 0 ? (
        <EmptyState title="There are no events yet" action={{ href: "/event-categories", label: "Browse event categories" }} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <li key={event._id}>
              <EventRow event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
