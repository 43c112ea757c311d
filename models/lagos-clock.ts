/**
 * How events store their dates and times: `YYYY-MM-DD` and `HH:MM` wall-clock time in Lagos.
 * Kept beside the models, which validate them, and re-exported by lib/platform/time/lagos for everything else.
 */
/** Africa/Lagos is UTC+01:00 all year (no daylight saving). */
export const LAGOS_OFFSET = "+01:00";
export const LAGOS_TIME_ZONE = "Africa/Lagos";

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The instant of a `YYYY-MM-DD` date and `HH:MM` wall-clock time in Lagos, or null if not a real date. */
export function lagosInstant(date: string, time: string): Date | null {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return null;
  const instant = new Date(`${date}T${time}:00${LAGOS_OFFSET}`);
  if (Number.isNaN(instant.getTime())) return null;
  // Reject dates JavaScript silently rolls over (2026-02-31 → March 3rd).
  return lagosDate(instant) === date ? instant : null;
}

/** `YYYY-MM-DD` of an instant as seen in Lagos. */
export function lagosDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: LAGOS_TIME_ZONE }).format(instant);
}
