import { LAGOS_TIME_ZONE, lagosDate, lagosInstant } from "@/models/lagos-clock";

export { DATE_PATTERN, LAGOS_OFFSET, LAGOS_TIME_ZONE, TIME_PATTERN, lagosDate, lagosInstant } from "@/models/lagos-clock";

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/**
 * A moment typed by a person or sent by a client: `YYYY-MM-DDTHH:MM` (or with a space) read as Lagos
 * wall-clock time, as a datetime-local input holds it, else any instant `Date` reads; null if neither.
 */
export function parseLagosMoment(text: string): Date | null {
  const wall = WALL_CLOCK.exec(text);
  const instant = wall ? lagosInstant(wall[1] as string, wall[2] as string) : new Date(text);
  return instant && !Number.isNaN(instant.getTime()) ? instant : null;
}

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
