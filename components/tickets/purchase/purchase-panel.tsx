import type { ReactNode } from "react";
import { BackLink } from "@/components/back-link";
import { PurchaseClosed, PurchaseEventCard } from "@/components/tickets/purchase/purchase-event-card";
import { PurchaseForm, type Buyer } from "@/components/tickets/purchase/purchase-form";
import { purchaseClosedReason } from "@/lib/domain/events/purchase-closed-reason";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { asksHoldersAtPurchase } from "@/lib/domain/tickets/holders/holder-settings";

/** A purchase page's body: the event, then why it cannot be bought or the form for this buyer. */
export function PurchasePanel({ event, buyer, title, intro }: { event: PublicEvent; buyer: Buyer; title: string; intro?: ReactNode }) {
  const reason = purchaseClosedReason(event);
  return (
    <>
      <BackLink href={`/event-details/${event._id}`}>Back to event</BackLink>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <PurchaseEventCard event={event} />
      {reason ? (
        <PurchaseClosed reason={reason} />
      ) : (
        <section aria-label="Your details" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
          {intro}
          <PurchaseForm
            eventId={event._id}
            ticketPrice={event.ticketPrice}
            feeMode={event.feeMode}
            paymentChannels={event.paymentChannels}
            purchaseLimit={event.ticketPurchaseLimit}
            ticketsAvailable={event.ticketsAvailable}
            ticketTypes={event.ticketTypes}
            parkingAvailable={event.parkingAccess === "yes"}
            buyer={buyer}
            holders={asksHoldersAtPurchase(event) && event.ticketHolders !== "none" ? event.ticketHolders : undefined}
          />
        </section>
      )}
    </>
  );
}
