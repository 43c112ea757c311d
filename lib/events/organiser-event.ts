import { toPublicEvent, type LeanEvent, type PublicEvent } from "@/lib/events/serialize-event";

/** An event as its organiser sees it: the public view plus sales figures. */
export type OrganiserEvent = PublicEvent & { revenueGenerated: number; checkins: number; seatsTaken: number; seatsAssigned: number };

export function toOrganiserEvent(event: LeanEvent, now = new Date()): OrganiserEvent {
  return {
    ...toPublicEvent(event, now),
    revenueGenerated: event.revenueGenerated,
    checkins: event.checkins,
    seatsTaken: event.seatsTaken,
    seatsAssigned: event.seatsAssigned,
  };
}
