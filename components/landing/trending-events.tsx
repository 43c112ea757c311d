import { formatNaira } from "@/lib/platform/format";
import { TrendingGate } from "@/components/landing/trending-gate";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, truncate } from "@/lib/platform/format";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";

type TrendingEvent = Pick<PublicEvent, "_id" | "eventTitle" | "eventDescription" | "eventLocation" | "ticketPrice" | "image">;

function TrendingCard({ event }: { event: TrendingEvent }) {
  const title = eventTitleOrFallback(event.eventTitle);
  return (
    <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.fourAcross}>
      <h3 className="text-lg leading-snug font-semibold">{title}</h3>
      <p className="text-sm text-muted">{truncate(event.eventDescription ?? "")}</p>
      <p className="text-sm text-muted">
        <span className="sr-only">Location: </span>
        {eventLocationOrFallback(event.eventLocation)}
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-2">
        <p className="font-semibold text-accent">
          <span className="sr-only">Price: </span>
          {formatNaira(event.ticketPrice)}
        </p>
        <a
          href={`/dashboard/purchase-details/${event._id}`}
          className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
        >
          Buy Ticket<span className="sr-only"> for {title}</span>
        </a>
      </div>
    </EventCardFrame>
  );
}

/** SPEC 2.3: the cards are rendered here on the server; the gate shows them to basic-plan members only. */
export function TrendingEvents({ events }: { events: TrendingEvent[] }) {
  if (events.length === 0) return null;
  return (
    <TrendingGate>
      <section aria-labelledby="trending-events" className="mx-auto max-w-7xl px-4 pt-12 md:px-6 md:pt-16">
        <h2 id="trending-events" className="text-2xl font-bold md:text-3xl">
          Trending Events
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {events.map((event) => (
            <li key={event._id}>
              <TrendingCard event={event} />
            </li>
          ))}
        </ul>
      </section>
    </TrendingGate>
  );
}
