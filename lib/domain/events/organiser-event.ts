import { feeModeOf, toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { LeanEvent } from "@/models/Event";
import { waitlistSettingsOf } from "@/lib/domain/waitlist/waitlist-settings";
import { remindersOn } from "@/lib/domain/validations/event-reminders";
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
  /** Automatic reminders to holders 24 h and 2 h before the start (on unless turned off). */
  messageReminders: boolean;
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
    messageReminders: remindersOn(event),
  };
}
