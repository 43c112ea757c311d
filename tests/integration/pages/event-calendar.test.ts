import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { createdEventId, inDays } from "../../support/events";
import { baseUrl } from "../../support/http";

const calendarOf = (eventId: string) => fetch(`${baseUrl()}/event-details/${eventId}/calendar`);

/** The file's content lines, folded lines joined again (RFC 5545 §3.1). */
const contentLines = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("Add to calendar: the event as an .ics file", () => {
  it("answers a VEVENT in the right instants of Lagos time, with escaped text and a UID that stays the same", async () => {
    const { token } = await verifiedUser();
    const day = inDays(12);
    const eventId = await createdEventId(token, {
      eventTitle: "Jazz, Wine; Friends",
      eventDescription: "Doors open at 6.\nBring a friend, or two \\ three.",
      eventLocation: "Eko Hotel; Victoria Island, Lagos",
      startDate: day,
      startTime: "18:30",
      endDate: day,
      endTime: "23:15",
    });

    const response = await calendarOf(eventId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="jazz-wine-friends.ics"');
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    // Every physical line is at most 75 octets, and every line break is CRLF.
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const lines = contentLines(text);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    // Lagos is UTC+1 all year: 18:30 and 23:15 there are 17:30 and 22:15 UTC.
    const compactDay = day.replace(/-/g, "");
    expect(lines).toContain(`DTSTART:${compactDay}T173000Z`);
    expect(lines).toContain(`DTEND:${compactDay}T221500Z`);
    expect(lines).toContain("SUMMARY:Jazz\\, Wine\\; Friends");
    expect(lines).toContain("LOCATION:Eko Hotel\\; Victoria Island\\, Lagos");
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toContain("DESCRIPTION:Doors open at 6.\\nBring a friend\\, or two \\\\ three.\\n\\nTickets and details: http");
    expect(description).toContain(`/event-details/${eventId}`);
    expect(lines).toContain("STATUS:CONFIRMED");

    const uid = lines.find((line) => line.startsWith("UID:"));
    expect(uid).toMatch(new RegExp(`^UID:event-${eventId}@`));
    expect(contentLines(await (await calendarOf(eventId)).text()).find((line) => line.startsWith("UID:"))).toBe(uid);
  });

  it("answers 404, never a 500, for an id that is no event's or no id at all", async () => {
    for (const id of [randomBytes(12).toString("hex"), "not-an-event", "ABCDEFABCDEFABCDEFABCDEF"]) {
      const response = await calendarOf(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("content-type"), id).not.toMatch(/calendar/);
    }
  });
});
