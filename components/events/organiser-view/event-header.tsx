import { ButtonLink } from "@/components/ui/button-link";
import { buttonClassName } from "@/components/ui/button-styles";
import { CancelEventButton } from "@/components/events/cancel-event-button";
import { EventThumbnail } from "@/components/events/event-thumbnail";
import { StatusBadge } from "@/components/events/status-badge";
import { card } from "@/components/events/organiser-view/card";
import { Fact } from "@/components/fact";
import type { OrganiserEvent } from "@/lib/domain/events/organiser-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import type { CancellationRefunds } from "@/lib/domain/refunds/cancellation-refunds";
import { lagosIsoDateTime } from "@/lib/domain/seo/event-json-ld";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import type { Permission } from "@/lib/domain/access/roles";

type EventHeaderProps = {
  event: OrganiserEvent;
  refunds: CancellationRefunds;
  /** What the user may do on the event: actions beyond it are not offered (the server refuses them anyway). */
  permissions: readonly Permission[];
};

/** The event's poster, facts, state and what the user can do with it. */
export function EventHeader({ event, refunds, permissions }: EventHeaderProps) {
  const may = (screen: keyof typeof EVENT_SCREENS) => permissions.includes(EVENT_SCREENS[screen].permission);
  const open = event.status === "upcoming" || event.status === "ongoing";
  return (
    <section aria-labelledby="event-title" className={`${card} grid gap-5 md:grid-cols-[16rem_minmax(0,1fr)]`}>
      <EventThumbnail imageUrl={event.image.imageUrl} />
      <div className="grid content-start gap-4">
        <h1 id="event-title" className="text-2xl font-semibold break-words">
          {eventTitleOrFallback(event.eventTitle)}
        </h1>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label="Category">{event.eventCategory?.categoryName ?? "No category"}</Fact>
          <Fact label="Location">{eventLocationOrFallback(event.eventLocation)}</Fact>
          <Fact label="Starts">
            <When date={event.startDate} time={event.startTime} />
          </Fact>
          <Fact label="Ends">
            <When date={event.endDate} time={event.endTime} />
          </Fact>
          <Fact label="Status">
            <StatusBadge status={event.status} />
          </Fact>
        </dl>
        {event.status === "cancelled" ? (
          <div role="note" className="rounded-lg bg-red-50 p-3 text-red-800">
            <p className="font-semibold">This event is cancelled. Sales have stopped and paid orders are refunded.</p>
            {event.cancelMessage ? <p className="mt-1 whitespace-pre-line">Your message: {event.cancelMessage}</p> : null}
          </div>
        ) : null}
        <ul aria-label="Event actions" className="flex flex-wrap gap-2">
          {may("checkIn") ? (
            <li>
              <ButtonLink href={EVENT_SCREENS.checkIn.href(event._id)}>Check in attendees</ButtonLink>
            </li>
          ) : null}
          {may("edit") ? (
            <li>
              <ButtonLink href={EVENT_SCREENS.edit.href(event._id)} variant="outline">
                Edit event
              </ButtonLink>
            </li>
          ) : null}
          <li>
            <ButtonLink href={`/event-details/${event._id}`} variant="outline">
              Open public page
            </ButtonLink>
          </li>
          {may("promoCodes") ? (
            <li>
              {/* A plain link: the browser scrolls to the section even when the address already ends in #promo-codes. */}
              <a href="#promo-codes" className={buttonClassName("outline")}>
                Promo codes
              </a>
            </li>
          ) : null}
          {may("sales") ? (
            <li>
              <ButtonLink href={EVENT_SCREENS.sales.href(event._id)} variant="outline">
                Ticket sales and refunds
              </ButtonLink>
            </li>
          ) : null}
          {/* Cancelling changes the event: the API asks for the permission to edit it. */}
          {open && may("edit") ? (
            <li>
              <CancelEventButton eventId={event._id} eventTitle={eventTitleOrFallback(event.eventTitle)} refunds={refunds} />
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

function When({ date, time }: { date: string; time: string }) {
  const clock = formatEventTime(time);
  const text = clock ? `${formatEventDate(date)} · ${clock}` : formatEventDate(date);
  const iso = lagosIsoDateTime(date, time);
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>;
}
