// The event's settings that change nothing anyone bought, so the organiser may change them once
// the event is live: its waitlist (docs/waitlist.md), its reminders (docs/messages.md), and who
// holds each ticket and whether it may be passed on (docs/tickets-for-people.md).
export const LIVE_SETTINGS_FIELDS = [
  "waitlistEnabled",
  "waitlistOfferMinutes",
  "messageReminders",
  "ticketHolders",
  "holdersAskedAt",
  "transfersAllowed",
  "transfersUntil",
] as const;
