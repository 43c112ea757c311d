// Waitlist: an event's settings, with their defaults for events saved before the waitlist existed.
import { OFFER_MINUTES_DEFAULT } from "@/lib/domain/validations/waitlist-rules";

export type WaitlistSettings = { enabled: boolean; closed: boolean; offerMinutes: number };

type WithWaitlist = { waitlist?: { enabled?: boolean | null; closed?: boolean | null; offerMinutes?: number | null } | null };

/** On by default, open, offers held for 30 minutes. */
export const waitlistSettingsOf = (event: WithWaitlist): WaitlistSettings => ({
  enabled: event.waitlist?.enabled ?? true,
  closed: event.waitlist?.closed ?? false,
  offerMinutes: event.waitlist?.offerMinutes ?? OFFER_MINUTES_DEFAULT,
});
