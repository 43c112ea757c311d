import { LAGOS_TIME_ZONE, lagosDate } from "@/models/lagos-clock";

export { DATE_PATTERN, LAGOS_OFFSET, LAGOS_TIME_ZONE, TIME_PATTERN, lagosDate, lagosInstant } from "@/models/lagos-clock";

/** "12 Dec 2026, 18:00" in Lagos time, for messages. */
export function formatLagosMoment(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }).format(instant);
}

/** "18:00": an instant's Lagos wall-clock time, for messages about today. */
export function lagosClock(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: LAGOS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
}

/** "2026-12-12 18:00": an instant as Lagos wall-clock time, for spreadsheets (CSV exports). */
export function lagosDateTime(instant: Date): string {
  return `${lagosDate(instant)} ${lagosClock(instant)}`;
}
