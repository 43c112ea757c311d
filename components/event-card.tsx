import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime, formatNaira, truncate } from "@/lib/platform/format";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";

type EventCardProps = {
  event: Pick<
    PublicEvent,
    "_id" | "eventTitle" | "eventDescription" | "eventLocation" | "ticketPrice" | "ticketTypes" | "image" | "startDate" | "startTime"
  >;
  preload?: boolean;
};

/** The whole card is clickable through the title link's stretched hit area; the link's name stays the title. */
export function EventCard({ event, preload = false }: EventCardProps) {
  const title = eventTitleOrFallback(event.eventTitle);
  const time = formatEventTime(event.startTime);
  // Several prices on sale: the card's is the cheapest.
  const price = event.ticketTypes.length > 1 ? `From ${formatNaira(event.ticketPrice)}` : formatNaira(event.ticketPrice);
  return (
    <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.fourAcross} preload={preload} wholeCardLink>
      <h3 className="text-lg leading-snug font-semibold">
        <a href={`/event-details/${event._id}`} className="after:absolute after:inset-0 group-hover:text-primary-700">
          {title}
        </a>
      </h3>
      <p className="text-sm font-medium">
        <span className="sr-only">Date: </span>
        {formatEventDate(event.startDate)}
        {time ? `, ${time}` : null}
      </p>
      <p className="text-sm text-muted">{truncate(event.eventDescription ?? "")}</p>
      <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <span className="sr-only">Location: </span>
        {eventLocationOrFallback(event.eventLocation)}
      </p>
      <p className="font-semibold text-accent">
        <span className="sr-only">Price: </span>
        {price}
      </p>
    </EventCardFrame>
  );
}
