import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { PurchaseClosed, PurchaseEventCard } from "@/components/tickets/purchase/purchase-event-card";
import { PurchaseForm } from "@/components/tickets/purchase/purchase-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { purchaseClosedReason } from "@/lib/events/purchase-closed-reason";
import { findPublicEvent } from "@/lib/events/queries";
import { objectId } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Purchase ticket",
  robots: { index: false },
};

type PurchasePageProps = { params: Promise<{ eventId: string }> };

export default async function PurchaseDetailsPage({ params }: PurchasePageProps) {
  const { eventId } = await params;
  const id = objectId.safeParse(eventId);
  const [event, user] = await Promise.all([id.success ? findPublicEvent(id.data) : null, getCurrentUser()]);
  if (!event) notFound();
  if (!user) redirect(`/buy/${event._id}`);

  const reason = purchaseClosedReason(event);

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <BackLink href={`/event-details/${event._id}`}>Back to event</BackLink>
      <h1 className="text-2xl font-semibold">purchase ticket</h1>
      <PurchaseEventCard event={event} />
      {reason ? (
        <PurchaseClosed reason={reason} />
      ) : (
        <section aria-label="Your details" className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
          <PurchaseForm
            eventId={event._id}
            ticketPrice={event.ticketPrice}
            purchaseLimit={event.ticketPurchaseLimit}
            ticketsAvailable={event.ticketsAvailable}
            ticketTypes={event.ticketTypes}
            parkingAvailable={event.parkingAccess === "yes"}
            buyer={{ kind: "account", fullName: user.fullname, email: user.email }}
          />
        </section>
      )}
    </div>
  );
}
