import { feeModeOf, toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { LeanEvent } from "@/models/Event";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { toOrganiserTicketType, type OrganiserTicketType } from "@/lib/domain/ticket-types/serialize-ticket-type";

/** An event as its organiser sees it: the public view plus sales figures. */
export type OrganiserEvent = Omit<PublicEvent, "ticketTypes"> & {
  revenueGenerated: number;
  checkins: number;
  seatsTaken: number;
  seatsAssigned: number;
  /** Every type, hidden ones included, with what each has held or sold. */
  ticketTypes: OrganiserTicketType[];
  /** Waitlist settings (docs/waitlist.md), for the event builder. */
  waitlistEnabled: boolean;
  waitlistOfferMinutes: number;
};

export function toOrganiserEvent(event: LeanEvent, now = new Date()): OrganiserEvent {
  return {
    ...toPublicEvent(event, now),
    revenueGenerated: event.revenueGenerated,
    checkins: event.checkins,
    seatsTaken: event.seatsTaken,
    seatsAssigned: event.seatsAssigned,
    ticketTypes: (event.ticketTypes ?? []).map((type) => toOrganiserTicketType(type, now, feeModeOf(event))),
    waitlistEnabled: waitlistSettingsOf(event).enabled,
    waitlistOfferMinutes: waitlistSettingsOf(event).offerMinutes,
  };
}
