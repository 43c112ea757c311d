import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { PurchaseClosed, PurchaseEventCard } from "@/components/tickets/purchase/purchase-event-card";
import { PurchaseForm } from "@/components/tickets/purchase/purchase-form";
import { textLink } from "@/components/ui/button-styles";
import { getCurrentUser } from "@/lib/auth/current-user";
import { purchaseClosedReason } from "@/lib/events/purchase-closed-reason";
import { findPublicEvent } from "@/lib/events/queries";
import { objectId } from "@/lib/validations/common";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Buy tickets",
  robots: { index: false },
};

type BuyPageProps = { params: Promise<{ eventId: string }> };

/** Buying without an account: name, e-mail and phone; the tickets arrive by e-mail with a link that needs no login. */
export default async function GuestPurchasePage({ params }: BuyPageProps) {
  const { eventId } = await params;
  const id = objectId.safeParse(eventId);
  const [event, user] = await Promise.all([id.success ? findPublicEvent(id.data) : null, getCurrentUser()]);
  if (!event) notFound();
  const accountPurchase = `/dashboard/purchase-details/${event._id}`;
  if (user) redirect(accountPurchase);
  const reason = purchaseClosedReason(event);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 md:px-6 md:py-12">
      <BackLink href={`/event-details/${event._id}`}>Back to event</BackLink>
      <h1 className="text-2xl font-semibold">Buy tickets</h1>
      <PurchaseEventCard event={event} />
      {reason ? (
        <PurchaseClosed reason={reason} />
      ) : (
        <section aria-label="Your details" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
          <p className="text-muted">
            No account needed: your tickets arrive by e-mail with a link to open them.{" "}
            <Link href={`/login?callbackUrl=${encodeURIComponent(accountPurchase)}`} className={textLink}>
              Have an account? Log in
            </Link>
          </p>
          <PurchaseForm
            eventId={event._id}
            ticketPrice={event.ticketPrice}
            purchaseLimit={event.ticketPurchaseLimit}
            ticketsAvailable={event.ticketsAvailable}
            ticketTypes={event.ticketTypes}
            parkingAvailable={event.parkingAccess === "yes"}
            buyer={{ kind: "guest" }}
          />
        </section>
      )}
    </div>
  );
}
