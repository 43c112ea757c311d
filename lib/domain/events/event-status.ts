export const EVENT_STATUSES = ["upcoming", "ongoing", "ended"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event's status follows from its dates; it is never stored, so it can never be stale. */
export function eventStatus(startsAt: Date, endsAt: Date, now: Date = new Date()): EventStatus {
  if (now < startsAt) return "upcoming";
  if (now < endsAt) return "ongoing";
  return "ended";
}

/** What the API and pages show: the date-derived status, or "cancelled" once the organiser cancelled. */
export type ShownEventStatus = EventStatus | "cancelled";
