import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { listMyPastEvents } from "@/lib/domain/attendee/my-events";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { EventCard } from "@/components/events/event-card";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Past events",
  robots: { index: false },
};

export default async function PastEventsPage() {
  // The layout guards too, but pages render alongside it: nothing is read without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fpast-events");
  const items = await listMyPastEvents(user._id);

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Past events</h1>
      {items.length === 0 ? (
        <EmptyState title="No past events!!" action={{ href: "/event-categories", label: "Find an event" }} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.ticketId}>
              <EventCard variant="past" event={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
