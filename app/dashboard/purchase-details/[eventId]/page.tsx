import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { textLink } from "@/components/ui/button-styles";
import { BackLink } from "@/components/back-link";
import { PurchaseForm } from "@/components/tickets/purchase/purchase-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { eventStatus } from "@/lib/events/event-status";
import { findPublicEvent } from "@/lib/events/queries";
import type { PublicEvent } from "@/lib/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback, formatEventDate, formatEventTime, formatNaira } from "@/lib/format";
import { objectId } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Purchase ticket",
  robots: { index: false },
};

type PurchasePageProps = { params: Promise<{ eventId: string }> };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-zinc-200 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** Why this event cannot be bought now, or null when it can. */
function closedReason(event: PublicEvent): string | null {
  if (event.status === "cancelled") return "This event has been cancelled — tickets are no longer sold";
  // From the dates now: the cached event's status may be up to a minute old.
  if (eventStatus(new Date(event.startsAt), new Date(event.endsAt)) === "ended") return "This event has ended";
  return event.ticketsAvailable <= 0 ? "Sold out — there are no tickets left for this event" : null;
}

export default async function PurchaseDetailsPage({ params }: PurchasePageProps) {
  const { eventId } = await params;
  const id = objectId.safeParse(eventId);
  const [event, user] = await Promise.all([id.success ? findPublicEvent(id.data) : null, getCurrentUser()]);
  if (!event) notFound();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/dashboard/purchase-details/${event._id}`)}`);

  const title = eventTitleOrFallback(event.eventTitle);
  const time = formatEventTime(event.startTime);
  const reason = closedReason(event);

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <BackLink href={`/event-details/${event._id}`}>Back to event</BackLink>
      <h1 className="text-2xl font-semibold">purchase ticket</h1>
      <section aria-labelledby="purchase-event" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm">
        <h2 id="purchase-event" className="text-xl font-semibold">
          {title}
        </h2>
        <dl className="mt-2">
          <Fact label="Date">
            {formatEventDate(event.startDate)}
            {time ? `, ${time}` : null}
          </Fact>
          <Fact label="Venue">{eventLocationOrFallback(event.eventLocation)}</Fact>
          <Fact label="Price">
            <span className="text-accent">{formatNaira(event.ticketPrice)}</span>
          </Fact>
          <Fact label="Tickets left">{event.ticketsAvailable > 0 ? event.ticketsAvailable.toLocaleString("en-NG") : "None"}</Fact>
        </dl>
      </section>
      {reason ? (
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 text-center">
          <p className="text-lg font-semibold">{reason}</p>
          <Link href="/event-categories" className={textLink}>
            Find another event
          </Link>
        </div>
      ) : (
        <section aria-label="Your details" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
          <PurchaseForm
            eventId={event._id}
            ticketPrice={event.ticketPrice}
            purchaseLimit={event.ticketPurchaseLimit}
            ticketsAvailable={event.ticketsAvailable}
            ticketTypes={event.ticketTypes}
            parkingAvailable={event.parkingAccess === "yes"}
            defaults={{ fullName: user.fullname, email: user.email }}
          />
        </section>
      )}
    </div>
  );
}
