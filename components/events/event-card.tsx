import Link from "next/link";
import type { ReactNode } from "react";
import { Fact } from "@/components/fact";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";
import type { FavoriteEvent } from "@/components/favorites/favorites-api";
import { primaryButton } from "@/components/ui/button-styles";
import { FeeBreakdown } from "@/components/events/price/fee-breakdown";
import { priceText, ticketFees } from "@/components/events/price/ticket-fees";
import type { PastEventTicket, UpcomingEvent } from "@/lib/domain/attendee/my-events";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime, truncate } from "@/lib/platform/format";

type BrowseEvent = Pick<
  PublicEvent,
  "_id" | "eventTitle" | "eventDescription" | "eventLocation" | "ticketPrice" | "feeMode" | "ticketTypes" | "image" | "startDate" | "startTime"
>;
type TrendingEvent = Pick<PublicEvent, "_id" | "eventTitle" | "eventDescription" | "eventLocation" | "ticketPrice" | "feeMode" | "image">;

export type EventCardProps =
  /** The browse grids (home, categories, search): the whole card opens the event's page. */
  | { variant: "browse"; event: BrowseEvent; preload?: boolean }
  /** SPEC 2.3: a trending event on the landing page, with 'Buy Ticket'. */
  | { variant: "trending"; event: TrendingEvent }
  /** SPEC 2.16: a favourite with its description, location, price, 'Buy ticket' and a way to remove it. */
  | { variant: "favourite"; event: FavoriteEvent; removeButton: ReactNode }
  /** SPEC 2.16: image, title, venue and 'date | time' of an event the user holds tickets for; the whole card opens its details. */
  | { variant: "upcoming"; event: UpcomingEvent; cancelled?: boolean }
  /** SPEC 2.16: one ticket of an event that has ended. */
  | { variant: "past"; event: PastEventTicket }
  /** SPEC 2.3: an event still selling, in the dashboard's list of events to buy tickets for. */
  | { variant: "buy"; event: PublicEvent };

/** The cards without a poster. */
const PLAIN_CARD = "flex h-full flex-col rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm";
const TITLE = "text-lg leading-snug font-semibold";
/** The title link's hit area stretched over the whole card (`wholeCardLink` on the frame). */
const STRETCHED_LINK = "after:absolute after:inset-0 group-hover:text-primary-700";
const PRICE = "font-semibold text-accent";

const buyHref = (eventId: string) => `/dashboard/purchase-details/${eventId}`;

/** What a screen reader hears after 'Buy ticket', so that each card's link has a name of its own. */
const ForTitle = ({ title }: { title: string }) => <span className="sr-only"> for {title}</span>;

/** What a buyer pays for a ticket: the all-in price ("From" the cheapest when there are several). */
function Price({ event, from = false }: { event: Pick<PublicEvent, "ticketPrice" | "feeMode">; from?: boolean }) {
  const total = ticketFees(event.ticketPrice, event.feeMode).totalKobo / 100;
  return (
    <p className={PRICE}>
      <span className="sr-only">Price: </span>
      {from ? `From ${priceText(total)}` : priceText(total)}
    </p>
  );
}

/**
 * The fees within that price, one tap away, when the buyer pays them. Above a title link stretched
 * over the card (`relative z-10`), so that tapping it opens the breakdown rather than the event.
 */
function Fees({ event }: { event: Pick<PublicEvent, "ticketPrice" | "feeMode"> }) {
  return <FeeBreakdown fees={ticketFees(event.ticketPrice, event.feeMode)} className="relative z-10 -mt-2" />;
}

function Description({ text }: { text: string }) {
  return <p className="text-sm text-muted">{truncate(text)}</p>;
}

/** 'Table 2 / Seat 14', either one alone, or 'Free seating' when the event has no seat plan. */
function tableAndSeat({ tableNumber, seatNumber }: PastEventTicket): string {
  const parts = [tableNumber !== null ? `Table ${tableNumber}` : null, seatNumber !== null ? `Seat ${seatNumber}` : null];
  return parts.filter(Boolean).join(" / ") || "Free seating";
}

/** One event in a list of events: the variant says which list, and so what the card tells and offers. */
export function EventCard(props: EventCardProps) {
  const title = eventTitleOrFallback(props.event.eventTitle);
  const location = eventLocationOrFallback(props.event.eventLocation);
  switch (props.variant) {
    case "browse": {
      const { event, preload = false } = props;
      const time = formatEventTime(event.startTime);
      return (
        <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.fourAcross} preload={preload} wholeCardLink>
          <h3 className={TITLE}>
            <a href={`/event-details/${event._id}`} className={STRETCHED_LINK}>
              {title}
            </a>
          </h3>
          <p className="text-sm font-medium">
            <span className="sr-only">Date: </span>
            {formatEventDate(event.startDate)}
            {time ? `, ${time}` : null}
          </p>
          <Description text={event.eventDescription ?? ""} />
          <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm text-muted">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
            <span className="sr-only">Location: </span>
            {location}
          </p>
          {/* Several prices on sale: the card's is the cheapest. */}
          <Price event={event} from={event.ticketTypes.length > 1} />
          <Fees event={event} />
        </EventCardFrame>
      );
    }
    case "trending": {
      const { event } = props;
      return (
        <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.fourAcross}>
          <h3 className={TITLE}>{title}</h3>
          <Description text={event.eventDescription ?? ""} />
          <p className="text-sm text-muted">
            <span className="sr-only">Location: </span>
            {location}
          </p>
          <div className="mt-auto flex items-center justify-between gap-3 pt-2">
            <Price event={event} />
            <a
              href={buyHref(event._id)}
              className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
            >
              Buy Ticket
              <ForTitle title={title} />
            </a>
          </div>
          <Fees event={event} />
        </EventCardFrame>
      );
    }
    case "favourite": {
      const { event, removeButton } = props;
      return (
        <EventCardFrame imageUrl={event.imageUrl} title={title} sizes={CARD_POSTER_SIZES.threeAcross}>
          <h2 className={TITLE}>
            <a href={`/event-details/${event._id}`} className="inline-flex min-h-11 items-center hover:text-primary-700 hover:underline">
              {title}
            </a>
          </h2>
          <Description text={event.eventDescription || "No description yet."} />
          <p className="text-sm text-muted">
            <span className="font-medium text-ink">Location: </span>
            {location}
          </p>
          <Price event={event} />
          <Fees event={event} />
          <div className="mt-auto flex flex-wrap gap-3 pt-2">
            <a href={buyHref(event._id)} className={primaryButton}>
              Buy ticket
              <ForTitle title={title} />
            </a>
            {removeButton}
          </div>
        </EventCardFrame>
      );
    }
    case "upcoming": {
      const { event, cancelled = false } = props;
      const time = formatEventTime(event.startTime);
      // Under the "Cancelled events" heading the cards sit one level lower in the outline.
      const Heading = cancelled ? "h3" : "h2";
      return (
        <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.threeAcross} wholeCardLink>
          <Heading className={TITLE}>
            <Link href={`/dashboard/upcoming-event-details/${event._id}`} className={STRETCHED_LINK}>
              {title}
            </Link>
          </Heading>
          <p className="text-sm text-muted">
            <span className="sr-only">Venue: </span>
            {location}
          </p>
          <p className="mt-auto pt-2 text-sm font-medium">
            {formatEventDate(event.startDate)}
            {time ? ` | ${time}` : null}
          </p>
          <p className="text-sm text-muted">
            {event.ticketCount === 1 ? "1 ticket" : `${event.ticketCount} tickets`}
            {event.ticketSummary ? ` (${event.ticketSummary})` : null}
            {cancelled ? " · refunded" : null}
          </p>
          {cancelled ? <p className="w-fit rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">Cancelled</p> : null}
        </EventCardFrame>
      );
    }
    case "past": {
      const { event } = props;
      return (
        <article className={`${PLAIN_CARD} gap-3`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className={TITLE}>{title}</h2>
            {event.checkedIn ? <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">Checked in</span> : null}
          </div>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label="Date">{formatEventDate(event.startDate)}</Fact>
            <Fact label="Venue">{location}</Fact>
            <Fact label="Table/Seat Number">{tableAndSeat(event)}</Fact>
          </dl>
        </article>
      );
    }
    case "buy": {
      const { event } = props;
      return (
        <article className={`${PLAIN_CARD} gap-1`}>
          <h2 className={TITLE}>{title}</h2>
          <p className="text-sm text-muted">
            {formatEventDate(event.startDate)} · {location}
          </p>
          <Price event={event} />
          <FeeBreakdown fees={ticketFees(event.ticketPrice, event.feeMode)} />
          {event.ticketsAvailable <= 0 ? (
            <p className="mt-auto pt-3 font-medium text-muted">Sold out</p>
          ) : (
            <Link
              href={buyHref(event._id)}
              className="mt-auto inline-flex min-h-11 items-center justify-center self-start rounded-full bg-primary-700 px-6 font-semibold text-white hover:bg-primary-800"
            >
              Buy ticket
              <ForTitle title={title} />
            </Link>
          )}
        </article>
      );
    }
  }
}
