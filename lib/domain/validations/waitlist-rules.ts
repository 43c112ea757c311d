// The waitlist's numbers, without zod: the schemas in waitlist.ts and the organiser's form both read them.

/** The longest an offer may hold its seats, and the shortest (minutes). */
export const OFFER_MINUTES_MIN = 5;
export const OFFER_MINUTES_MAX = 1440;
export const OFFER_MINUTES_DEFAULT = 30;
