import { TrendingGate } from "@/components/landing/trending-gate";
import { EventCard } from "@/components/events/event-card";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

type TrendingEvent = Pick<PublicEvent, "_id" | "eventTitle" | "eventDescription" | "eventLocation" | "ticketPrice" | "feeMode" | "image">;

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
              <EventCard variant="trending" event={event} />
            </li>
          ))}
        </ul>
      </section>
    </TrendingGate>
  );
}
