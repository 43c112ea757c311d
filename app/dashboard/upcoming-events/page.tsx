import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { listMyCancelledEvents, listMyUpcomingEvents } from "@/lib/domain/attendee/my-events";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { EventCard } from "@/components/events/event-card";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Upcoming events",
  robots: { index: false },
};

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
              <EventCard variant="upcoming" event={event} />
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
                <EventCard variant="upcoming" event={event} cancelled />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
