import { StaticImage } from "@/components/static-image";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate } from "@/lib/platform/format";

type StripEvent = Pick<PublicEvent, "_id" | "eventTitle" | "eventLocation" | "startDate" | "image">;

/** SPEC 2.13: a swipeable strip of up to 5 events, each with 'See More'. Scroll snapping, no script. */
export function EventStrip({ events, headingId, heading }: { events: StripEvent[]; headingId: string; heading: string }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 md:mx-0 md:px-0">
        {events.slice(0, 5).map((event) => {
          const title = eventTitleOrFallback(event.eventTitle);
          return (
            <li key={event._id} className="relative w-[85%] shrink-0 snap-start overflow-hidden rounded-2xl bg-accent sm:w-[60%] lg:w-[45%]">
              <StaticImage
                src={event.image.imageUrl}
                alt=""
                width={1200}
                height={630}
                sizes="(min-width: 1024px) 45vw, (min-width: 640px) 60vw, 85vw"
                // Lazy, the first too: an eager image is preloaded by React in the page's head, and on a
                // phone the first card of the grid below, full width, is the largest paint (preloaded
                // at high priority); two posters fetched from the start would share the phone's
                // bandwidth and both arrive late. A lazy image in the first screen loads at first layout.
                loading="lazy"
                className="aspect-[40/21] w-full object-cover"
              />
              <div className="absolute inset-0 flex flex-col justify-end gap-1 bg-gradient-to-t from-black/85 via-black/50 to-transparent p-5 text-white">
                <h3 className="text-xl leading-snug font-bold md:text-2xl">{title}</h3>
                <p className="text-sm">
                  {formatEventDate(event.startDate)} · {eventLocationOrFallback(event.eventLocation)}
                </p>
                <a
                  href={`/event-details/${event._id}`}
                  className="mt-2 inline-flex min-h-11 w-fit items-center rounded-full bg-primary-700 px-5 font-semibold text-white hover:bg-primary-800"
                >
                  See More<span className="sr-only"> about {title}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
