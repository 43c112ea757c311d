import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { listMyUpcomingEvents, type UpcomingEvent } from "@/lib/attendee/my-events";
import { getCurrentUser } from "@/lib/auth/current-user";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime } from "@/lib/format";
import { CARD_POSTER_SIZES, EventCardFrame } from "@/components/events/event-card-frame";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Upcoming events",
  robots: { index: false },
};

/** SPEC 2.16: image, title, venue and 'date | time'; the whole card opens the event's details. */
function UpcomingEventCard({ event }: { event: UpcomingEvent }) {
  const title = eventTitleOrFallback(event.eventTitle);
  const time = formatEventTime(event.startTime);
  return (
    <EventCardFrame imageUrl={event.image.imageUrl} title={title} sizes={CARD_POSTER_SIZES.threeAcross} wholeCardLink>
      <h2 className="text-lg leading-snug font-semibold">
        <Link href={`/dashboard/upcoming-event-details/${event._id}`} className="after:absolute after:inset-0 group-hover:text-primary-700">
          {title}
        </Link>
      </h2>
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
      </p>
    </EventCardFrame>
  );
}

export default async function UpcomingEventsPage() {
  // The layout guards too, but pages render alongside it: nothing is read without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fupcoming-events");
  const events = await listMyUpcomingEvents(user._id);

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Upcoming events</h1>
      {events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-8 text-center text-muted">No upcoming</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <li key={event._id}>
              <UpcomingEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
