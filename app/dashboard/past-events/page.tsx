import { EmptyState } from "@/components/ui/empty-state";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { listMyPastEvents, type PastEventTicket } from "@/lib/domain/attendee/my-events";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate } from "@/lib/platform/format";
import { Fact } from "@/components/fact";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Past events",
  robots: { index: false },
};

/** 'Table 2 / Seat 14', either one alone, or 'Free seating' when the event has no seat plan. */
function tableAndSeat({ tableNumber, seatNumber }: PastEventTicket): string {
  const parts = [tableNumber !== null ? `Table ${tableNumber}` : null, seatNumber !== null ? `Seat ${seatNumber}` : null];
  return parts.filter(Boolean).join(" / ") || "Free seating";
}

/** SPEC 2.16: one card per ticket of an event that has ended. */
function PastEventCard({ item }: { item: PastEventTicket }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg leading-snug font-semibold">{eventTitleOrFallback(item.eventTitle)}</h2>
        {item.checkedIn ? <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">Checked in</span> : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="Date">{formatEventDate(item.startDate)}</Fact>
        <Fact label="Venue">{eventLocationOrFallback(item.eventLocation)}</Fact>
        <Fact label="Table/Seat Number">{tableAndSeat(item)}</Fact>
      </dl>
    </article>
  );
}

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
              <PastEventCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
