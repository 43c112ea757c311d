import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { priceText } from "@/components/events/price/ticket-fees";
import { lagosIsoDateTime } from "@/lib/domain/seo/event-json-ld";

/** What a ticket costs a buyer, fees included: "₦5,000", or "₦5,000 – ₦20,000" when the types on sale differ. */
export function eventPriceText(event: PublicEvent): string {
  const prices = event.ticketTypes.filter((type) => type.state === "on_sale").map((type) => type.allInPrice);
  if (prices.length < 2) return priceText(event.allInPrice);
  const [lowest, highest] = [Math.min(...prices), Math.max(...prices)];
  return lowest === highest ? priceText(lowest) : `${priceText(lowest)} – ${priceText(highest)}`;
}

/** Under the title, in the first screen of a phone: when, where and for how much. */
export function EventAtAGlance({ event }: { event: PublicEvent }) {
  const iso = lagosIsoDateTime(event.startDate, event.startTime);
  const date = formatEventDate(event.startDate);
  const time = formatEventTime(event.startTime);
  return (
    <div role="group" aria-label="Date, place and price" className="mt-3 grid gap-1">
      <p className="text-lg font-semibold">
        {iso ? <time dateTime={iso}>{date}</time> : date}
        {time ? ` · ${time}` : null}
      </p>
      <p className="text-muted">{eventLocationOrFallback(event.eventLocation)}</p>
      <p className="text-lg font-semibold text-accent">
        {eventPriceText(event)}
        {event.feeMode === "pass" && event.allInPrice > 0 ? <span className="ml-2 text-sm font-normal text-muted">Fees included</span> : null}
      </p>
    </div>
  );
}
