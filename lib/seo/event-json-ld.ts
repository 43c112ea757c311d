import type { PublicEvent } from "@/lib/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback } from "@/lib/format";
import { LAGOS_OFFSET, lagosInstant } from "@/lib/time/lagos";

/** ISO 8601 with the Lagos offset ("2026-03-14T18:30:00+01:00"), or undefined so the key is left out. */
export function lagosIsoDateTime(date: string, time: string): string | undefined {
  return lagosInstant(date, time) ? `${date}T${time}:00${LAGOS_OFFSET}` : undefined;
}

/** A schema.org Event for search engines; `pageUrl` and `imageUrl` must be absolute. */
export function eventJsonLd(event: PublicEvent, { pageUrl, imageUrl }: { pageUrl: string; imageUrl: string }) {
  const location = eventLocationOrFallback(event.eventLocation);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: eventTitleOrFallback(event.eventTitle),
    description: event.eventDescription,
    url: pageUrl,
    image: [imageUrl],
    startDate: lagosIsoDateTime(event.startDate, event.startTime),
    endDate: lagosIsoDateTime(event.endDate, event.endTime),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: location,
      address: { "@type": "PostalAddress", streetAddress: location, addressCountry: "NG" },
    },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: event.ticketPrice,
      priceCurrency: "NGN",
      availability: event.ticketsAvailable > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
  };
}
