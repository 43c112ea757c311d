import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { EventBreadcrumb } from "@/components/event-breadcrumb";
import { EventFacts } from "@/components/event-facts";
import { JsonLd } from "@/components/json-ld";
import { findPublicEvent } from "@/lib/events/queries";
import type { PublicEvent } from "@/lib/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, truncate } from "@/lib/format";
import { absoluteUrl } from "@/lib/media/public-url";
import { eventJsonLd } from "@/lib/seo/event-json-ld";
import { OPEN_GRAPH_DEFAULTS } from "@/lib/site";
import { objectId } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

type EventPageProps = { params: Promise<{ eventId: string }> };

// One database read per request, shared by generateMetadata and the page.
const getEvent = cache(async (eventId: string): Promise<PublicEvent | null> => {
  const id = objectId.safeParse(eventId);
  return id.success ? findPublicEvent(id.data) : null;
});

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
  };
}

function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-2 leading-relaxed whitespace-pre-line text-ink/90">{children}</div>
    </section>
  );
}

export default async function EventDetailsPage({ params }: EventPageProps) {
  const event = await eventOrNotFound(params);
  const title = eventTitleOrFallback(event.eventTitle);
  const jsonLd = eventJsonLd(event, { pageUrl: absoluteUrl(eventPath(event)), imageUrl: absoluteUrl(event.image.imageUrl) });

  return (
    <article className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <JsonLd data={jsonLd} />
      <EventBreadcrumb categoryName={event.eventCategory?.categoryName} title={title} />
      <h1 className="mt-4 text-3xl leading-tight font-bold md:text-4xl">{title}</h1>
      <Image
        src={event.image.imageUrl}
        alt={`Poster for ${title}`}
        width={1200}
        height={630}
        sizes="(min-width: 1152px) 1104px, calc(100vw - 2rem)"
        preload
        className="mt-6 aspect-[40/21] w-full rounded-2xl bg-zinc-200 object-cover"
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-8">
          <TextSection title="About this event">{event.eventDescription || "No description yet."}</TextSection>
          {event.eventAgenda ? <TextSection title="Agenda">{event.eventAgenda}</TextSection> : null}
          {event.eventRule ? <TextSection title="Rules">{event.eventRule}</TextSection> : null}
        </div>
        <EventFacts event={event} />
      </div>
    </article>
  );
}
