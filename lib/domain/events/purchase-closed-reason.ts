import { eventStatus } from "@/lib/domain/events/event-status";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

/** Why this event cannot be bought now, or null when it can. */
export function purchaseClosedReason(event: PublicEvent): string | null {
  if (event.status === "cancelled") return "This event has been cancelled — tickets are no longer sold";
  // From the dates now: the cached event's status may be up to a minute old.
  if (eventStatus(new Date(event.startsAt), new Date(event.endsAt)) === "ended") return "This event has ended";
  if (event.ticketsAvailable > 0) return null;
  const salesEnded = event.ticketTypes.length > 0 && event.ticketTypes.every((type) => type.state === "ended");
  return salesEnded ? "Ticket sales have ended for this event" : "Sold out — there are no tickets left for this event";
}
