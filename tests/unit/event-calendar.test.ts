import { describe, expect, it } from "vitest";
import { calendarFileName, escapeCalendarText, eventCalendar } from "@/lib/domain/events/event-calendar";
import type { PublicEvent } from "@/lib/domain/events/serialize-event";

const event = {
  _id: "0123456789abcdef01234567",
  eventTitle: "Ọjà Night: Fúnmi & the Ẹ̀gbá Highlife Orchestra",
  eventDescription: "Long ".repeat(40).trim(),
  eventLocation: "Eko Hotel, Victoria Island, Lagos",
  startDate: "2026-12-15",
  startTime: "18:30",
  endDate: "2026-12-16",
  endTime: "01:00",
  startsAt: "2026-12-15T17:30:00.000Z",
  endsAt: "2026-12-16T00:00:00.000Z",
  status: "upcoming",
} as PublicEvent;

const ics = eventCalendar(event, {
  pageUrl: "https://x.test/event-details/0123456789abcdef01234567",
  host: "x.test",
  now: new Date("2026-11-01T08:00:00Z"),
});

describe("the event's calendar file", () => {
  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    expect(escapeCalendarText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a character, and unfolds to the same text", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    const unfolded = ics.replace(/\r\n /g, "").split("\r\n");
    expect(unfolded).toContain(`SUMMARY:${escapeCalendarText(event.eventTitle)}`);
  });

  it("gives the Lagos times as UTC instants, across midnight, a stamp and the event's UID", () => {
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART:20261215T173000Z");
    expect(lines).toContain("DTEND:20261216T000000Z");
    expect(lines).toContain("DTSTAMP:20261101T080000Z");
    expect(lines).toContain("UID:event-0123456789abcdef01234567@x.test");
  });

  it("marks a cancelled event CANCELLED", () => {
    expect(eventCalendar({ ...event, status: "cancelled" }, { pageUrl: "https://x.test/e", host: "x.test" })).toContain("STATUS:CANCELLED\r\n");
  });

  it("names the file after the title's plain letters", () => {
    expect(calendarFileName(event)).toBe("oja-night-funmi-the-egba-highlife-orchestra.ics");
    expect(calendarFileName({ ...event, eventTitle: "!!!" })).toBe("event.ics");
  });
});
