import { describe, expect, it } from "vitest";
import { lagosClock, lagosDate, lagosDateTime, lagosInstant, parseLagosMoment } from "@/lib/platform/time/lagos";
import { eventStatus } from "@/lib/domain/events/event-status";

describe("Lagos wall-clock time", () => {
  it("reads a date and time as Africa/Lagos (UTC+1)", () => {
    expect(lagosInstant("2026-12-24", "18:30")?.toISOString()).toBe("2026-12-24T17:30:00.000Z");
  });

  it("refuses impossible dates and times instead of rolling them over", () => {
    expect(lagosInstant("2026-02-31", "10:00")).toBeNull();
    expect(lagosInstant("2026-13-01", "10:00")).toBeNull();
    expect(lagosInstant("2026-12-01", "24:00")).toBeNull();
    expect(lagosInstant("1 Dec 2026", "10:00")).toBeNull();
  });

  it("gives the Lagos calendar date of an instant near midnight UTC", () => {
    expect(lagosDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("gives an instant's Lagos clock time (a hold's end in the decline message), and date and time for spreadsheets", () => {
    expect(lagosClock(new Date("2026-11-26T09:29:00Z"))).toBe("10:29");
    expect(lagosDateTime(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01 00:30");
  });

  it("reads a typed moment as Lagos wall-clock time, any other instant as written, and nothing else", () => {
    expect(parseLagosMoment("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(parseLagosMoment("2026-12-01 09:00")?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(parseLagosMoment("2026-12-01T09:00:00Z")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(parseLagosMoment("2026-02-31T09:00")).toBeNull();
    expect(parseLagosMoment("next Tuesday")).toBeNull();
  });
});

describe("event status", () => {
  const startsAt = lagosInstant("2026-12-24", "18:00")!;
  const endsAt = lagosInstant("2026-12-24", "23:00")!;

  it("is upcoming before the start, ongoing until the end, ended after", () => {
    expect(eventStatus(startsAt, endsAt, new Date("2026-12-24T16:59:59Z"))).toBe("upcoming");
    expect(eventStatus(startsAt, endsAt, new Date("2026-12-24T17:00:00Z"))).toBe("ongoing");
    expect(eventStatus(startsAt, endsAt, new Date("2026-12-24T21:59:59Z"))).toBe("ongoing");
    expect(eventStatus(startsAt, endsAt, new Date("2026-12-24T22:00:00Z"))).toBe("ended");
  });
});
