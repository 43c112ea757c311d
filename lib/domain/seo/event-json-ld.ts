import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback } from "@/lib/platform/format";
import { LAGOS_OFFSET, lagosInstant } from "@/lib/platform/time/lagos";

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
    // One Offer per visible ticket type, at what a buyer pays (search engines want fees included).
    offers: (event.ticketTypes?.length ? event.ticketTypes : [null]).map((type) => ({
      "@type": "Offer",
      url: pageUrl,
      ...(type ? { name: type.name } : {}),
      price: type ? (type.allInPrice ?? type.price) : (event.allInPrice ?? event.ticketPrice),
      priceCurrency: "NGN",
      availability: offerAvailability(type ? type.state : event.ticketsAvailable > 0 ? "on_sale" : "sold_out"),
      ...(type?.salesStart ? { validFrom: type.salesStart } : {}),
      ...(type?.salesEnd ? { validThrough: type.salesEnd } : {}),
    })),
  };
}

function offerAvailability(state: "on_sale" | "not_yet" | "ended" | "sold_out"): string {
  if (state === "on_sale") return "https://schema.org/InStock";
  if (state === "not_yet") return "https://schema.org/PreOrder";
  return state === "sold_out" ? "https://schema.org/SoldOut" : "https://schema.org/Discontinued";
}
