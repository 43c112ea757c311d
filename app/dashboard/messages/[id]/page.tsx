import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BackLink } from "@/components/back-link";
import { ComposeMessageForm } from "@/components/messages/compose-message-form";
import { DeliveriesTable, DeliveryCountList, MessagesTable } from "@/components/messages/delivery-tables";
import { getCurrentUser } from "@/lib/domain/auth/current-user";
import { eventPageAccess } from "@/lib/domain/access/event-page-access";
import { EVENT_SCREENS } from "@/lib/domain/access/event-screens";
import { messagesPageFacts } from "@/lib/domain/messages/messages-page";
import { objectId } from "@/lib/domain/validations/common";
import { eventTitleOrFallback } from "@/lib/platform/format";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Messages", robots: { index: false } };

/** Writing to the event's ticket holders, and what became of every message and reminder. */
export default async function MessagesPage({ params }: { params: Promise<{ id: string }> }) {
  const id = objectId.safeParse((await params).id);
  if (!id.success) notFound();
  const path = `/dashboard/messages/${id.data}`;
  const user = await getCurrentUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await eventPageAccess(user._id, id.data, EVENT_SCREENS.messages.permission);
  const facts = await messagesPageFacts(user._id, id.data);

  return (
    <div className="grid gap-6">
      <BackLink href="/dashboard/manage-event">Back to your events</BackLink>
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Messages</h1>
        <p className="text-muted">{eventTitleOrFallback(facts.eventTitle)}</p>
      </div>
      <section aria-labelledby="compose-heading" className="grid gap-4 rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="compose-heading" className="text-lg font-semibold">
          Write to your ticket holders
        </h2>
        <p className="text-sm text-muted">
          Reminders go out by themselves 24 hours and 2 hours before the start{facts.remindersOn ? "" : " (turned off for this event)"}. People who
          opt out of your messages get no more of them, nor reminders; their tickets still reach them.
        </p>
        <ComposeMessageForm eventId={id.data} ticketTypes={facts.ticketTypes} smsPerDay={facts.paidDeliveriesPerDay} />
      </section>
      <section aria-labelledby="deliveries-heading" className="grid gap-4">
        <h2 id="deliveries-heading" className="text-lg font-semibold">
          Deliveries
        </h2>
        <DeliveryCountList counts={facts.messages.counts} label="Deliveries of your messages by status" />
        <MessagesTable messages={facts.messages.messages} />
        <DeliveriesTable deliveries={facts.messages.deliveries} />
      </section>
    </div>
  );
}
