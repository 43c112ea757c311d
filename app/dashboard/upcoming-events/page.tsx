import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { listMyCancelledEvents, listMyUpcomingEvents, type UpcomingEvent } from "@/lib/domain/attendee/my-events";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/platform/format";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Upcoming events",
  robots: { index: false },
};

/** SPEC 2.16: image, title, venue and 'date | time'; the whole card opens the event's details. */
function UpcomingEventCard({ event, cancelled = false }: { event: UpcomingEvent; cancelled?: boolean }) {
  const title = eventTitleOrFallback(event.eventTitle);
  const time = formatEventTime(event.startTime);
  // Under the "Cancelled events" heading the cards sit one level lower in the outline.
  const Heading = cancelled ? "h3" : "h2";
  return (
    <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.threeAcross} wholeCardLink>
      <Heading className="text-lg leading-snug font-semibold">
        <Link href={`/dashboard/upcoming-event-details/${event._id}`} className="after:absolute after:inset-0 group-hover:text-primary-700">
          {title}
        </Link>
      </Heading>
      <p className="text-sm text-muted">
        <span className="sr-only">Venue: </span>
        {eventLocationOrFallback(event.eventLocation)}
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

export default async function UpcomingEventsPage() {
  // The layout guards too, but pages render alongside it: nothing is read without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fupcoming-events");
  const [held, cancelled] = await Promise.all([listMyUpcomingEvents(user._id), listMyCancelledEvents(user._id)]);
  const cancelledIds = new Set(cancelled.map((event) => event._id));
  const events = held.filter((event) => !cancelledIds.has(event._id));

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Upcoming events</h1>
      {events.length === 0 ? (
        <EmptyState title="No upcoming" action={{ href: "/event-categories", label: "Find an event" }} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <li key={event._id}>
              <UpcomingEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      {cancelled.length > 0 ? (
        <section aria-labelledby="cancelled-heading" className="grid gap-4">
          <h2 id="cancelled-heading" className="text-xl font-semibold">
            Cancelled events
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {cancelled.map((event) => (
              <li key={event._id}>
                <UpcomingEventCard event={event} cancelled />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
