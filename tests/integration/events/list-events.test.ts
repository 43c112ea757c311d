import { describe, expect, it } from "vitest";
import { api } from "../../support/http";

describe("public event lists", () => {
  it("GET /api/v1/events lists only events that have not ended, soonest first", async () => {
    const { status, body } = await api("/api/v1/events");
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    const statuses = body.data.map((event: { status: string }) => event.status);
    expect(statuses).not.toContain("ended");
    const starts = body.data.map((event: { startsAt: string }) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("GET /api/v1/events pages with ?page and ?limit, and refuses a bad limit", async () => {
    const all = await api("/api/v1/events?limit=100");
    const second = await api("/api/v1/events?page=2&limit=2");
    expect(second.body.data.map((e: { _id: string }) => e._id)).toEqual(all.body.data.slice(2, 4).map((e: { _id: string }) => e._id));
    const bad = await api("/api/v1/events?limit=abc");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.limit).toBeDefined();
  });

  it("GET /api/v1/featured-events answers a list of upcoming events", async () => {
    const { status, body } = await api("/api/v1/featured-events");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const event of body.data) expect(event.image.imageUrl).toEqual(expect.any(String));
  });

  it("GET /api/v1/trending-events answers upcoming events with image as a list of { imageUrl }", async () => {
    const { status, body } = await api("/api/v1/trending-events");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(Array.isArray(body.data[0].image)).toBe(true);
    expect(body.data[0].image[0].imageUrl).toEqual(expect.any(String));
    for (const event of body.data) expect(event.status).toBe("upcoming");
  });

  it("GET /api/v1/allCategories embeds each category's events with their category populated", async () => {
    const { status, body } = await api("/api/v1/allCategories");
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const category of body.data) {
      expect(category).toMatchObject({ _id: expect.any(String), categoryName: expect.any(String) });
      expect(Array.isArray(category.events)).toBe(true);
      for (const event of category.events) expect(event.eventCategory.categoryName).toBe(category.categoryName);
    }
    expect(body.data.some((category: { events: unknown[] }) => category.events.length > 0)).toBe(true);
  });

  it("GET /api/v1/events filters by category slug and searches title, location and category name", async () => {
    const categories = await api("/api/v1/allCategories");
    const withEvents = categories.body.data.find((category: { events: unknown[] }) => category.events.length > 0);
    const slug = withEvents.slug as string;
    const byCategory = await api(`/api/v1/events?category=${slug}&limit=${withEvents.events.length}`);
    expect(byCategory.body.data.map((event: { _id: string }) => event._id)).toEqual(withEvents.events.map((event: { _id: string }) => event._id));
    for (const event of byCategory.body.data) expect(event.eventCategory.categoryName).toBe(withEvents.categoryName);

    const byCategoryName = await api(`/api/v1/events?limit=100&q=${encodeURIComponent(withEvents.categoryName.toUpperCase())}`);
    const ids = byCategoryName.body.data.map((event: { _id: string }) => event._id);
    for (const event of withEvents.events) expect(ids).toContain(event._id);

    const nothing = await api("/api/v1/events?q=zzzz-no-such-event");
    expect(nothing.body.data).toEqual([]);
    const regexLike = await api(`/api/v1/events?q=${encodeURIComponent(".*(")}`);
    expect(regexLike.status).toBe(200);
  });
});
