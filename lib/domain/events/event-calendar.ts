import type { PublicEvent } from "@/lib/domain/events/serialize-event";
import { eventLocationOrFallback, eventTitleOrFallback } from "@/lib/platform/format";

// RFC 5545: lines end in CRLF and are folded at 75 octets.
const CRLF = "\r\n";
const LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded into pieces of at most 75 octets (continuations start with a space), never inside a character. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation's leading space counts towards its 75.
    if (octets + size > (pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME ("20300314T173000Z"). */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A file name for the download: the title's words in lower case, or "event". */
export function calendarFileName(event: PublicEvent): string {
  const slug = eventTitleOrFallback(event.eventTitle)
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "event"}.ics`;
}

/**
 * The event as an iCalendar file with one VEVENT, for "Add to calendar". Times are the instants the
 * organiser's Lagos dates and times stand for, in UTC, so every calendar shows them in its own zone.
 * The UID is the event's id on this site's host, so adding it twice updates one entry.
 */
export function eventCalendar(event: PublicEvent, { pageUrl, host, now = new Date() }: { pageUrl: string; host: string; now?: Date }): string {
  const title = eventTitleOrFallback(event.eventTitle);
  const description = [event.eventDescription.trim(), `Tickets and details: ${pageUrl}`].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Scheditix//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${event._id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(event.startsAt))}`,
    `DTEND:${utcStamp(new Date(event.endsAt))}`,
    `SUMMARY:${escapeCalendarText(title)}`,
    `DESCRIPTION:${escapeCalendarText(description)}`,
    `LOCATION:${escapeCalendarText(eventLocationOrFallback(event.eventLocation))}`,
    `URL:${pageUrl}`,
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
