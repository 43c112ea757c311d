import type { Metadata } from "next";
import Image from "next/image";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { EventDetailsBody } from "@/components/events/event-details-body";
import { PrintTicketsButton } from "@/components/tickets/print-tickets-button";
import { TicketCard } from "@/components/tickets/ticket-card";
import { TicketPrintArea } from "@/components/tickets/ticket-print-area";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { findPublicEvent } from "@/lib/domain/events/queries";
import { eventTitleOrFallback } from "@/lib/platform/format";
import { listBuyerTicketsForEvent } from "@/lib/domain/tickets/buyer-tickets";
import { objectId } from "@/lib/domain/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Event details",
  robots: { index: false },
};

type UpcomingEventDetailsProps = { params: Promise<{ id: string }> };

/** SPEC 2.16: one event as its attendee sees it, with their tickets for it (an event is public, so it shows without any). */
export default async function UpcomingEventDetailsPage({ params }: UpcomingEventDetailsProps) {
  const { id } = await params;
  const eventId = objectId.safeParse(id);
  const [event, user] = await Promise.all([eventId.success ? findPublicEvent(eventId.data) : null, getCurrentUser()]);
  if (!event) notFound();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(`/dashboard/upcoming-event-details/${event._id}`)}`);

  const tickets = await listBuyerTicketsForEvent(user._id, event._id);
  const title = eventTitleOrFallback(event.eventTitle);

  return (
    <article className="mx-auto grid max-w-5xl gap-6">
      <BackLink href="/dashboard/upcoming-events">Back to upcoming events</BackLink>
      <h1 className="text-2xl leading-tight font-bold md:text-3xl">{title}</h1>
      <Image
        src={event.image.imageUrl}
        alt={`Poster for ${title}`}
        width={1200}
        height={630}
        sizes="(min-width: 1280px) 1024px, (min-width: 768px) calc(100vw - 20rem), calc(100vw - 2rem)"
        preload
        className="aspect-[40/21] w-full rounded-2xl bg-zinc-200 object-cover"
      />
      <EventDetailsBody event={event} variant="attendee" />
      {tickets.length > 0 ? (
        <section aria-labelledby="your-tickets" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="your-tickets" className="text-xl font-semibold">
              Your tickets ({tickets.length})
            </h2>
            <PrintTicketsButton />
          </div>
          <TicketPrintArea>
            <ul className="grid max-w-3xl gap-6">
              {tickets.map((ticket) => (
                <li key={ticket._id}>
                  <TicketCard ticket={ticket} headingLevel={3} />
                </li>
              ))}
            </ul>
          </TicketPrintArea>
        </section>
      ) : null}
    </article>
  );
}
