import { EventGrid } from "@/components/event-grid";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

export function FeaturedEvents({ events }: { events: PublicEvent[] }) {
  return (
    <section aria-labelledby="featured-events" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <h2 id="featured-events" className="text-2xl font-bold md:text-3xl">
        Featured Events
      </h2>
      <EventGrid events={events} empty="There are no events yet" />
    </section>
  );
}
