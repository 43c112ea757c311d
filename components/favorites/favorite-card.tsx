import { EmptyState } from "@/components/ui/empty-state";
import type { ReactNode } from "react";
import { primaryButton } from "@/components/ui/button-styles";
import { eventLocationOrFallback, eventTitleOrFallback, formatNaira, truncate } from "@/lib/platform/format";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";
import { EMPTY_MESSAGE } from "@/components/favorites/favorite-messages";

export type FavoriteEvent = {
  _id: string;
  eventTitle: string;
  eventDescription: string;
  eventLocation: string;
  ticketPrice: number;
  imageUrl: string;
};

/** SPEC 2.16: a favourite with its description, location, price, 'Buy ticket' and a way to remove it. */
export function FavoriteCard({ event, removeButton }: { event: FavoriteEvent; removeButton: ReactNode }) {
  const title = eventTitleOrFallback(event.eventTitle);
  return (
    <EventCardFrame imageUrl={event.imageUrl} title={title} sizes={CARD_POSTER_SIZES.threeAcross}>
      <h2 className="text-lg leading-snug font-semibold">
        <a href={`/event-details/${event._id}`} className="inline-flex min-h-11 items-center hover:text-primary-700 hover:underline">
          {title}
        </a>
      </h2>
      <p className="text-sm text-muted">{truncate(event.eventDescription || "No description yet.")}</p>
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">Location: </span>
        {eventLocationOrFallback(event.eventLocation)}
      </p>
      <p className="font-semibold text-accent">
        <span className="sr-only">Price: </span>
        {formatNaira(event.ticketPrice)}
      </p>
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <a href={`/dashboard/purchase-details/${event._id}`} className={primaryButton}>
          Buy ticket<span className="sr-only"> for {title}</span>
        </a>
        {removeButton}
      </div>
    </EventCardFrame>
  );
}

/** The empty state SPEC 8 words. */
export function NoFavorites() {
  return <EmptyState title={EMPTY_MESSAGE} action={{ href: "/event-categories", label: "Find an event", prominent: true }} />;
}
