import type { ReactNode } from "react";
import { EventFacts } from "@/components/event-facts";
import { FavoriteButton } from "@/components/favorites/favorite-button";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

function TextSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-2 leading-relaxed whitespace-pre-line text-ink/90">{children}</div>
    </section>
  );
}

/** The event's texts; the public page leaves out what is not written yet, the attendee's page says so (rules first). */
function Texts({ event, variant }: { event: PublicEvent; variant: EventDetailsBodyProps["variant"] }) {
  const about = <TextSection title="About this event">{event.eventDescription || "No description yet."}</TextSection>;
  if (variant === "attendee") {
    return (
      <>
        {about}
        <TextSection title="Rules">{event.eventRule || "No rules yet."}</TextSection>
        <TextSection title="Agenda">{event.eventAgenda || "No agenda yet."}</TextSection>
      </>
    );
  }
  return (
    <>
      {about}
      {event.eventAgenda ? <TextSection title="Agenda">{event.eventAgenda}</TextSection> : null}
      {event.eventRule ? <TextSection title="Rules">{event.eventRule}</TextSection> : null}
    </>
  );
}

type EventDetailsBodyProps = {
  event: PublicEvent;
  /** "public": the event's own page; "attendee": the dashboard page of an event the user holds tickets for. */
  variant: "public" | "attendee";
  /** Between the facts and the favourite button (the public page's tickets and the way to buy them). */
  children?: ReactNode;
};

/** What an event page says under its poster: the texts in a wide column, the facts and the favourite button beside them. */
export function EventDetailsBody({ event, variant, children }: EventDetailsBodyProps) {
  return (
    <div className={`${variant === "public" ? "mt-8 " : ""}grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start`}>
      <div className="space-y-8">
        <Texts event={event} variant={variant} />
      </div>
      <div className={variant === "public" ? "space-y-6" : "space-y-6 pb-12"}>
        <EventFacts event={event} />
        {children}
        {/* A client island: the public page stays cached for everyone; the button finds out who is asking. */}
        <FavoriteButton eventId={event._id} />
      </div>
    </div>
  );
}
