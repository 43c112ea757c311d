import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import { loadOrEmpty } from "@/components/landing/load-or-empty";
import { listOpenEvents } from "@/lib/domain/events/queries";
import { EventCard } from "@/components/events/event-card";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Buy tickets",
  robots: { index: false },
};

const EVENTS_SHOWN = 50;

/** SPEC 2.3: where 'Buy Ticket' on the trending cards leads — every event still selling, soonest first. */
export default async function TicketPurchacePage() {
  const events = await loadOrEmpty("ticket purchase: open events", () => listOpenEvents({ page: 1, limit: EVENTS_SHOWN }));
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Buy tickets</h1>
      {events.length === 0 ? (
        <EmptyState title="There are no events yet" action={{ href: "/event-categories", label: "Browse event categories" }} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <li key={event._id}>
              <EventCard variant="buy" event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
