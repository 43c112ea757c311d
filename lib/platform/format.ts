import { onFirstUse } from "@/lib/platform/intl-on-first-use";
import { LAGOS_TIME_ZONE, lagosInstant } from "@/lib/platform/time/lagos";

// Client pages load this module too: each formatter is made when it first formats.
const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-NG", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: LAGOS_TIME_ZONE,
    }),
);

const clockTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-NG", {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: LAGOS_TIME_ZONE,
    }),
);

/** SPEC: featured-card descriptions are cut at 85 characters. */
export const CARD_DESCRIPTION_LENGTH = 85;

export const FALLBACK_TITLE = "Untitled Event";
export const FALLBACK_DATE = "No Date";
export const FALLBACK_LOCATION = "Unknown Location";

/** A ticket price in whole naira ("₦5,000"); a free ticket reads "Free". */
export function formatNaira(amount: number): string {
  return amount === 0 ? "Free" : formatMoney(Math.round(amount));
}

/** `text` cut to `max` characters followed by "...", or unchanged when it already fits. */
export function truncate(text: string, max = CARD_DESCRIPTION_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join("")}...` : text;
}

/** "Saturday, 14 March 2026" for a `YYYY-MM-DD` date, or "No Date". */
export function formatEventDate(date: string): string {
  const instant = lagosInstant(date, "12:00");
  return instant ? longDate().format(instant) : FALLBACK_DATE;
}

/** "6:30 pm" for an `HH:MM` time, or an empty string when there is none. */
export function formatEventTime(time: string): string {
  const instant = lagosInstant("2000-01-01", time);
  return instant ? clockTime().format(instant) : "";
}

export function eventTitleOrFallback(title: string | null | undefined): string {
  return title?.trim() || FALLBACK_TITLE;
}

export function eventLocationOrFallback(location: string | null | undefined): string {
  return location?.trim() || FALLBACK_LOCATION;
}

/** A whole count with thousands separators ("1,240"). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-NG");
}

/**
 * An amount of money in naira to the kobo, never rounded away (what a buyer is shown is what they
 * pay), kobo only when there are any: "₦12,500", "₦5,431.48", "₦12,500.50", "₦0". An all-in price
 * with fees passed on is rarely a whole number of naira.
 */
export function formatMoney(value: number): string {
  const kobo = Math.round(value * 100);
  const digits = kobo % 100 === 0 ? 0 : 2;
  return `₦${(kobo / 100).toLocaleString("en-NG", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** An amount held in kobo (as the payment gateway counts it), shown in naira: 1250050 → "₦12,500.50". */
export function formatKobo(kobo: number): string {
  return formatMoney(kobo / 100);
}
