import { BackLink } from "@/components/back-link";
import { CopyLinkField } from "@/components/ui/copy-link-field";
import { card } from "@/components/events/organiser-view/card";
import { EventHeader } from "@/components/events/organiser-view/event-header";
import { SalesCard } from "@/components/events/organiser-view/sales-card";
import { SeatingCard } from "@/components/events/organiser-view/seating-card";
import { TextCard } from "@/components/events/organiser-view/text-card";
import { ResaleCard } from "@/components/resale/resale-card";
import { PromoCodesManager } from "@/components/events/promo-codes-manager";
import { TicketTypesManager } from "@/components/events/ticket-types-manager";
import { SalesByTypeTable } from "@/components/organiser/sales-by-type-table";
import type { OrganiserEventPage } from "@/lib/domain/organiser/organiser-event-page";
import { appUrl } from "@/lib/platform/media/public-url";

/** Where a page's back control returns to; also where it goes without a valid `?id=`. */
export type ViewBack = { href: string; label: string };

type OrganiserEventViewProps = {
  back: ViewBack;
  /** The page's event and what goes with it (lib/domain/organiser/organiser-event-page). */
  view: OrganiserEventPage;
};

/**
 * SPEC 2.17's event view: the shareable link, the event's facts, its sales and how its numbered
 * tables and seats have sold. Shared by the three organiser routes that show it; only the back
 * control differs. Only those who manage the event reach it (lib/domain/organiser/organiser-event-page).
 */
export function OrganiserEventView({ back, view }: OrganiserEventViewProps) {
  const backLink = <BackLink href={back.href}>{back.label}</BackLink>;
  const { event, codes, byType, lateRefunds, refunds, live, permissions, team } = view;
  return (
    <div className="grid gap-6">
      {backLink}
      {team ? (
        <p role="note" className="rounded-lg border border-accent/30 bg-accent-50 p-3">
          {team.ownerName} shares this event with you: you work on it as {team.roleLabel.toLowerCase()}.
        </p>
      ) : null}
      <EventHeader event={event} refunds={refunds} permissions={permissions} />
      <section aria-label="Share your event" className={card}>
        <CopyLinkField id="event-link" label="Event link" url={appUrl(`/event-details/${event._id}`)} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <SalesCard event={event} lateRefunds={lateRefunds} />
        <SeatingCard event={event} />
      </div>
      <SalesByTypeTable sales={byType} headingId="event-sales-by-type-heading" />
      <section id="ticket-types" aria-labelledby="ticket-types-heading" className={`${card} scroll-mt-20`}>
        <h2 id="ticket-types-heading" className="mb-3 text-lg font-semibold">
          Ticket types
        </h2>
        <TicketTypesManager eventId={event._id} types={event.ticketTypes} live={live} />
      </section>
      <section id="promo-codes" aria-labelledby="promo-codes-heading" className={`${card} scroll-mt-20`}>
        <h2 id="promo-codes-heading" className="text-lg font-semibold">
          Promo and access codes
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">
          A promo code takes money off; an access code also unlocks hidden ticket types. Buyers enter them above the ticket types.
        </p>
        <PromoCodesManager eventId={event._id} codes={codes} types={event.ticketTypes.map((type) => ({ _id: type._id, name: type.name }))} />
      </section>
      <ResaleCard eventId={event._id} canEdit={permissions.includes("edit")} />
      <TextCard id="event-description" heading="Description" text={event.eventDescription} empty="No description given" />
      <div className="grid gap-6 lg:grid-cols-2">
        <TextCard id="event-rules" heading="Rules" text={event.eventRule} empty="No rules given" />
        <TextCard id="event-agenda" heading="Agenda" text={event.eventAgenda} empty="No agenda given" />
      </div>
    </div>
  );
}
