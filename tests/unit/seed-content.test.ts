import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eventStatus } from "@/lib/domain/events/event-status";
import { DEMO_CATEGORIES, DEMO_EVENTS, DEMO_USERS, demoSchedule, type DemoEvent } from "@/lib/jobs/seed/demo-content";
import { POSTER_HEIGHT, POSTER_WIDTH, posterSvg, renderPoster } from "@/lib/jobs/seed/render-poster";
import { lagosInstant } from "@/lib/platform/time/lagos";

function statusAt(event: DemoEvent, now: Date) {
  const schedule = demoSchedule(event, now);
  const startsAt = lagosInstant(schedule.startDate, schedule.startTime);
  const endsAt = lagosInstant(schedule.endDate, schedule.endTime);
  if (!startsAt || !endsAt) throw new Error(`"${event.title}" has an invalid date or time`);
  return { startsAt, endsAt, status: eventStatus(startsAt, endsAt, now) };
}

function countStatuses(now: Date) {
  const counts = { upcoming: 0, ongoing: 0, ended: 0 };
  for (const event of DEMO_EVENTS) counts[statusAt(event, now).status] += 1;
  return counts;
}

describe("demo content", () => {
  it("has 12 events with unique titles and poster slugs usable as storage keys", () => {
    expect(DEMO_EVENTS).toHaveLength(12);
    expect(new Set(DEMO_EVENTS.map((event) => event.title)).size).toBe(12);
    expect(new Set(DEMO_EVENTS.map((event) => event.slug)).size).toBe(12);
    for (const event of DEMO_EVENTS) expect(event.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("files every event under one of the 6 demo categories", () => {
    expect(DEMO_CATEGORIES).toHaveLength(6);
    const slugs = new Set(DEMO_CATEGORIES.map((category) => category.slug));
    expect(slugs.size).toBe(6);
    for (const event of DEMO_EVENTS) expect(slugs).toContain(event.categorySlug);
  });

  it("has at least 3 free events and paid ones in whole naira", () => {
    expect(DEMO_EVENTS.filter((event) => event.price === 0).length).toBeGreaterThanOrEqual(3);
    for (const event of DEMO_EVENTS) expect(Number.isInteger(event.price) && event.price >= 0).toBe(true);
  });

  it("has descriptions, some longer than a card shows (85 characters)", () => {
    for (const event of DEMO_EVENTS) expect(event.description.trim()).not.toBe("");
    expect(DEMO_EVENTS.some((event) => event.description.length > 85)).toBe(true);
  });

  it("has 3 ended, 1 ongoing and the rest upcoming at any time of the Lagos day", () => {
    for (const now of [new Date("2026-03-01T23:30:00Z"), new Date("2026-03-02T11:00:00Z"), new Date("2026-03-02T22:59:00Z")]) {
      expect(countStatuses(now)).toEqual({ ended: 3, ongoing: 1, upcoming: 8 });
    }
  });

  it("ends every event after it starts", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    for (const event of DEMO_EVENTS) {
      const { startsAt, endsAt } = statusAt(event, now);
      expect(endsAt.getTime(), event.title).toBeGreaterThan(startsAt.getTime());
    }
  });

  it("gives sales within the stock, to events to come and to ended ones, and tickets to the demo attendee on both sides", () => {
    const now = new Date("2026-07-15T12:00:00Z");
    const selling = DEMO_EVENTS.filter((event) => event.sales);
    expect(selling.length).toBeGreaterThanOrEqual(3);
    for (const event of selling) {
      const { ticketSold, demoAttendeeTickets = 0 } = event.sales!;
      expect(ticketSold).toBeLessThanOrEqual(event.quantity);
      expect(demoAttendeeTickets).toBeLessThanOrEqual(Math.min(ticketSold, event.purchaseLimit));
    }
    const statuses = new Set(selling.map((event) => statusAt(event, now).status));
    expect([...statuses].sort()).toEqual(["ended", "ongoing", "upcoming"]);
    const attendeeStatuses = selling.filter((event) => event.sales?.demoAttendeeTickets).map((event) => statusAt(event, now).status);
    expect(attendeeStatuses.sort()).toEqual(["ended", "upcoming"]);
  });

  it("has two demo accounts with distinct e-mails and 10-digit Nigerian phone numbers", () => {
    expect(DEMO_USERS).toHaveLength(2);
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(2);
    for (const user of DEMO_USERS) {
      expect(user.phoneNo).toMatch(/^[789]\d{9}$/);
      expect(user.password.length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("demo poster", () => {
  const event = DEMO_EVENTS[0]!;
  const input = {
    title: event.title,
    category: "Concerts",
    venue: event.location,
    startDate: "2026-12-24",
    startTime: "18:00",
    endDate: "2026-12-24",
    colors: event.poster,
    motif: event.poster.motif,
  };

  it("is a 1200×630 WebP, the same bytes every time", async () => {
    const poster = await renderPoster(input);
    const metadata = await sharp(poster).metadata();
    expect(metadata.format).toBe("webp");
    expect([metadata.width, metadata.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    expect((await renderPoster(input)).equals(poster)).toBe(true);
  });

  it("keeps a very long title to three lines", () => {
    const svg = posterSvg({ ...input, title: "A very long event title ".repeat(6).trim() });
    expect(svg.match(/<tspan /g)).toHaveLength(3);
    expect(svg).toContain("…");
  });

  it("escapes markup in titles", () => {
    expect(posterSvg({ ...input, title: "Jollof & <Suya>" })).toContain("Jollof &amp; &lt;Suya&gt;");
  });
});
