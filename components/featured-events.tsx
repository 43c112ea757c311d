import { EventCard } from "@/components/event-card";
import type { PublicEvent } from "@/lib/events/serialize-event";

export function FeaturedEvents({ events }: { events: PublicEvent[] }) {
  return (
    <section aria-labelledby="featured-events" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <h2 id="featured-events" className="text-2xl font-bold md:text-3xl">
        Featured Events
      </h2>
      {events.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-zinc-100 px-6 py-10 text-center text-muted">There are no events yet</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {events.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
