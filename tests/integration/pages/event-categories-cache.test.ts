import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { createdEventId, inDays } from "../../support/events";
import { api, baseUrl } from "../../support/http";
import { eventually } from "../../support/money";

const categoriesPage = (query = "") => fetch(`${baseUrl()}/event-categories${query}`);
const categoriesHtml = async () => (await categoriesPage()).text();

describe("the categories page with no tab chosen (cached, rebuilt when events change)", () => {
  it("is served from the cache while nothing changes, and only at its own address", async () => {
    await categoriesPage();
    const again = await categoriesPage();
    expect(again.status).toBe(200);
    expect(again.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
    expect(await again.text()).toContain('<link rel="canonical" href="http');
    expect((await fetch(`${baseUrl()}/categories-edition/other`)).status).toBe(404);
  });

  // Pages that list events are refreshed in the front cache at once after a quiet spell, then at
  // most every 3 s (lib/domain/change-feed/apply-event-changes.ts).
  it("shows a new event within seconds of its creation, and drops it once cancelled", async () => {
    await categoriesPage();
    const organiser = await verifiedUser();
    const title = `Categories Premiere ${randomUUID().slice(0, 8)}`;
    // Started at midnight today: the soonest of the open events, so it is among the first shown.
    const id = await createdEventId(organiser.token, { eventTitle: title, startDate: inDays(0), startTime: "00:00", endDate: inDays(1) });
    expect(await eventually(categoriesHtml, (html) => html.includes(`/event-details/${id}`))).toContain(`/event-details/${id}`);

    const cancelled = await api(`/api/v1/events/${id}/cancel`, { method: "POST", token: organiser.token, json: { message: "The venue flooded" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await eventually(categoriesHtml, (html) => !html.includes(`/event-details/${id}`))).not.toContain(`/event-details/${id}`);
  });

  it("still renders a chosen tab for each request, with its own title and canonical address", async () => {
    const categories = (await api("/api/v1/categories")).body.data as { slug: string; categoryName: string }[];
    const [category] = categories;
    const page = await categoriesPage(`?category=${encodeURIComponent(category!.slug)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-nextjs-cache")).toBeNull();
    const html = (await page.text()).replace(/&amp;/g, "&");
    expect(html).toContain(`<title>${category!.categoryName} · Event categories`);
    expect(html).toContain(`/event-categories?category=${encodeURIComponent(category!.slug)}`);
  });
});
