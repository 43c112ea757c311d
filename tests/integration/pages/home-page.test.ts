import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startTestStack } from "../../../bench/lib/test-stack.mjs";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createdEventId, inDays } from "../../support/events";
import { api, baseUrl } from "../../support/http";
import { eventually } from "../../support/money";

const homePage = async () => (await fetch(`${baseUrl()}/`)).text();

describe("the home page (cached, rebuilt when events change)", () => {
  // Pages that list events are refreshed in the front cache at once after a quiet spell, then at
  // most every 3 s (lib/domain/change-feed/apply-event-changes.ts), so one organiser's edits cannot empty it
  // over and over.
  it("shows a featured event within seconds of its creation, and drops it once cancelled", async () => {
    expect(await homePage()).toContain("Featured Events");

    const organiser = await verifiedUser();
    await setPlan(organiser.userId, "premium");
    const title = `Home Page Premiere ${randomUUID().slice(0, 8)}`;
    // Started at midnight today: the soonest of the featured events, so it is among the first shown.
    const id = await createdEventId(organiser.token, {
      eventTitle: title,
      featured: "yes",
      startDate: inDays(0),
      startTime: "00:00",
      endDate: inDays(1),
    });
    const after = await eventually(homePage, (html) => html.includes(`/event-details/${id}`));
    expect(after).toContain(title);
    expect(after).toContain(`/event-details/${id}`);

    const cancelled = await api(`/api/v1/events/${id}/cancel`, { method: "POST", token: organiser.token, json: { message: "The venue flooded" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await eventually(homePage, (html) => !html.includes(`/event-details/${id}`))).not.toContain(`/event-details/${id}`);
  });

  it("is served from the cache while nothing changes, and only at its own address", async () => {
    await fetch(`${baseUrl()}/`);
    expect((await fetch(`${baseUrl()}/`)).headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
    expect((await fetch(`${baseUrl()}/home-page/other`)).status).toBe(404);
  });
});

describe("the home page after a server starts", () => {
  it("shows the database's events on the first request, never a copy made without a database", async () => {
    const stack = await startTestStack();
    try {
      const first = await fetch(`${stack.url}/`);
      // Rendered here, from this server's database: not a copy cached by an earlier server.
      expect(first.headers.get("x-nextjs-cache")).toBe("MISS");
      const featured = (await (await fetch(`${stack.url}/api/v1/featured-events`)).json()) as { data: { _id: string }[] };
      const page = await first.text();
      expect(featured.data.length).toBeGreaterThan(0);
      for (const event of featured.data) expect(page).toContain(`/event-details/${event._id}`);
    } finally {
      await stack.stop();
    }
  }, 120_000);
});
