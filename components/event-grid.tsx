import { EmptyState } from "@/components/ui/empty-state";
import { EventCard } from "@/components/events/event-card";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

type EventGridProps = {
  events: PublicEvent[];
  empty: string;
  className?: string;
  /** The grid is near the top of the page: its first poster is likely the largest paint. */
  preloadFirst?: boolean;
};

/** Event cards in a responsive grid, or the page's empty-state sentence (SPEC section 8). */
export function EventGrid({ events, empty, className = "mt-6", preloadFirst = false }: EventGridProps) {
  if (events.length === 0) {
    return <EmptyState title={empty} className={className} />;
  }
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4`}>
      {events.map((event, index) => (
        <li key={event._id} className="render-when-near">
          <EventCard variant="browse" event={event} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
