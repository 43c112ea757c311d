import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startTestStack } from "../../support/test-stack.mjs";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createdEventId, inDays } from "../../support/events";
import { api, baseUrl } from "../../support/http";

const homePage = async () => (await fetch(`${baseUrl()}/`)).text();

describe("the home page (cached, rebuilt when events change)", () => {
  it("shows a featured event the moment it is created, and drops it once cancelled", async () => {
    expect(await homePage()).toContain("Featured Events");

    const organiser = await verifiedUser();
    await setPlan(organiser.userId, "premium");
    const title = `Home Page Premiere ${randomUUID().slice(0, 8)}`;
    // Started at midnight today: the soonest of the featured events, so it is among the first shown.
    const id = await createdEventId(organiser.token, { eventTitle: title, featured: "yes", startDate: inDays(0), startTime: "00:00", endDate: inDays(1) });
    const after = await homePage();
    expect(after).toContain(title);
    expect(after).toContain(`/event-details/${id}`);

    const cancelled = await api(`/api/v1/events/${id}/cancel`, { method: "POST", token: organiser.token, json: { message: "The venue flooded" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await homePage()).not.toContain(`/event-details/${id}`);
  });

  it("is served from the cache: the same page twice while nothing changes", async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE|MISS/);
    const second = await fetch(`${baseUrl()}/`);
    expect(second.headers.get("x-nextjs-cache")).toMatch(/HIT|STALE/);
  });
});

describe("the home page after a server starts", () => {
  it("is rendered with the database's events on the first request, not served as the build's empty copy", async () => {
    const stack = await startTestStack();
    try {
      const first = await fetch(`${stack.url}/`);
      expect(first.headers.get("x-nextjs-cache")).toBe("MISS");
      expect((await first.text()).match(/href="\/event-details\/[a-f\d]{24}"/g)?.length ?? 0).toBeGreaterThan(0);
    } finally {
      await stack.stop();
    }
  }, 120_000);
});
