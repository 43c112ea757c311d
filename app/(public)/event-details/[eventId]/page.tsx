import { TicketTypeList } from "@/components/events/ticket-type-list";
import type { Metadata } from "next";
import { StaticImage } from "@/components/static-image";
import { notFound } from "next/navigation";
import { cache } from "react";
import { EventBreadcrumb } from "@/components/event-breadcrumb";
import { EventAtAGlance, eventPriceText } from "@/components/events/event-at-a-glance";
import { EventDetailsBody } from "@/components/events/event-details-body";
import { EventShare } from "@/components/events/event-share";
import { JsonLd } from "@/components/json-ld";
import { WaitlistSection } from "@/components/waitlist/waitlist-section";
import { eventStatus } from "@/lib/domain/events/event-status";
import { findPublicEvent } from "@/lib/domain/events/queries";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, truncate } from "@/lib/platform/format";
import { appUrl, serverUrl } from "@/lib/platform/media/public-url";
import { eventJsonLd } from "@/lib/domain/seo/event-json-ld";
import { OPEN_GRAPH_DEFAULTS } from "@/lib/platform/site";

// ISR: nothing is built ahead (the build has no database); each page is rendered on its first request,
// served from the cache after that, and rebuilt when any event changes (announceEventChange, in every
// server process through the change feed) or after 60 s.
export const revalidate = 60;
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ eventId: string }[]> {
  return [];
}

type EventPageProps = { params: Promise<{ eventId: string }> };

// An event page has one address: its id in lower-case hex. The server's front door redirects other
// spellings there (server/canonical-url.mjs); any that get here are not pages of their own.
const CANONICAL_ID = /^[0-9a-f]{24}$/;

// One database read per request, shared by generateMetadata and the page.
const getEvent = cache(async (eventId: string): Promise<PublicEvent | null> => (CANONICAL_ID.test(eventId) ? findPublicEvent(eventId) : null));

async function eventOrNotFound(params: EventPageProps["params"]): Promise<PublicEvent> {
  const { eventId } = await params;
  const event = await getEvent(eventId);
  if (!event) notFound();
  return event;
}

const eventPath = (event: PublicEvent) => `/event-details/${event._id}`;

export async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
  const event = await eventOrNotFound(params);
  const title = eventTitleOrFallback(event.eventTitle);
  const summary = `${formatEventDate(event.startDate)} · ${eventLocationOrFallback(event.eventLocation)}. ${event.eventDescription}`;
  const description = truncate(summary, 155);
  return {
    title,
    description,
    alternates: { canonical: eventPath(event) },
    openGraph: {
      ...OPEN_GRAPH_DEFAULTS,
      title,
      description,
      url: eventPath(event),
      images: [{ url: event.image.imageUrl, alt: `Poster for ${title}` }],
    },
    // No twitter:* copies of the same title, description and image: X reads the OpenGraph tags,
    // and the root layout's card type stays.
  };
}

/** Told first, before anything else on the page: the event will not happen and paid tickets are refunded. */
function CancelledNotice({ message }: { message: string | null }) {
  return (
    <div role="note" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="text-lg font-semibold">Cancelled</p>
      <p>The organiser cancelled this event. Everyone who paid for a ticket is refunded.</p>
      {message ? <p className="mt-2 whitespace-pre-line">“{message}”</p> : null}
    </div>
  );
}

/** Why tickets cannot be bought, or null while they can; from the dates at render time, so a cached page stops selling once the event is over. */
function closedReason(event: PublicEvent): string | null {
  const ended = eventStatus(new Date(event.startsAt), new Date(event.endsAt)) === "ended";
  const soldOut = event.ticketsAvailable <= 0 || (event.ticketTypes.length > 0 && event.ticketTypes.every((type) => type.state === "sold_out"));
  return event.status === "cancelled" ? "This event has been cancelled" : ended ? "This event has ended" : soldOut ? "Sold out" : null;
}

/**
 * The event's ticket types (price, what is included, what is left) and the way to buy them, or why
 * not. On a phone the way to buy is a bar fixed at the bottom of the screen, above the TEST MODE
 * strip when there is one (--test-mode-strip), with the price and date beside it.
 */
function Tickets({ event, closed }: { event: PublicEvent; closed: string | null }) {
  return (
    <section aria-labelledby="event-tickets" className="rounded-2xl border border-zinc-200 p-5">
      <h2 id="event-tickets" className="text-lg font-semibold">
        Tickets
      </h2>
      {event.ticketTypes.length ? (
        <TicketTypeList types={event.ticketTypes} feeMode={event.feeMode} />
      ) : (
        <p className="mt-3 text-muted">{event.ticketsAvailable <= 0 ? "None left" : `${event.ticketsAvailable.toLocaleString("en-NG")} left`}</p>
      )}
      {closed ? (
        <p className="mt-4 rounded-lg bg-zinc-100 px-3 py-3 text-center font-medium">{closed}</p>
      ) : (
        // data-buy-bar: the page keeps room for it at its end on a phone (globals.css).
        <div
          data-buy-bar
          className="mt-4 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-[var(--test-mode-strip,0px)] max-lg:z-30 max-lg:mt-0 max-lg:flex max-lg:items-center max-lg:gap-4 max-lg:border-t max-lg:border-zinc-200 max-lg:bg-white max-lg:px-4 max-lg:py-3 max-lg:shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
        >
          {/* The same price and date as under the title, kept in sight while scrolling. */}
          <p aria-hidden="true" className="min-w-0 lg:hidden">
            <span className="block truncate font-semibold text-accent">{eventPriceText(event)}</span>
            <span className="block truncate text-sm text-muted">{formatEventDate(event.startDate)}</span>
          </p>
          {/* Visitors buy as guests (the middleware sends them to /buy); members go on to the purchase form. */}
          <a
            href={`/dashboard/purchase-details/${event._id}`}
            className="inline-flex min-h-12 w-full shrink-0 items-center justify-center rounded-full bg-primary-700 px-6 text-lg font-semibold text-white hover:bg-primary-800 max-lg:ml-auto max-lg:w-auto"
          >
            Buy ticket
          </a>
        </div>
      )}
      {/* A sold-out event or ticket type takes waitlist entries (components/waitlist). */}
      {!closed || closed === "Sold out" ? <WaitlistSection event={event} /> : null}
    </section>
  );
}

export default async function EventDetailsPage({ params }: EventPageProps) {
  const event = await eventOrNotFound(params);
  const title = eventTitleOrFallback(event.eventTitle);
  const pageUrl = appUrl(eventPath(event));
  const jsonLd = eventJsonLd(event, { pageUrl, imageUrl: serverUrl(event.image.imageUrl) });
  const closed = closedReason(event);

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <JsonLd data={jsonLd} />
      <EventBreadcrumb categoryName={event.eventCategory?.categoryName} title={title} />
      <h1 className="mt-4 text-3xl leading-tight font-bold md:text-4xl">{title}</h1>
      {event.status === "cancelled" ? <CancelledNotice message={event.cancelMessage} /> : null}
      <EventAtAGlance event={event} />
      <StaticImage
        src={event.image.imageUrl}
        alt={`Poster for ${title}`}
        width={1200}
        height={630}
        // "100vw", not calc(100vw - 2rem): Next only narrows the srcset (sent three times in the page:
        // preload, <img>, RSC payload) for sizes it can read, and a phone needs no 32–384 px copies.
        sizes="(min-width: 1152px) 1104px, 100vw"
        preload
        className="mt-6 aspect-[40/21] w-full rounded-2xl bg-zinc-200 object-cover"
      />
      <div className="mt-4">
        <EventShare title={title} url={pageUrl} calendarPath={`${eventPath(event)}/calendar`} />
      </div>
      <EventDetailsBody event={event} variant="public">
        <Tickets event={event} closed={closed} />
      </EventDetailsBody>
      <a
        href="/event-categories"
        className="mt-10 inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Back to Shows
      </a>
    </article>
  );
}
