import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api, baseUrl } from "../../support/http";

const page = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { "accept-encoding": "identity" } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the front cache answers (an `age` header): it stores nothing for a page for a second after it changed. */
async function cachedResponse(path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await page(path);
    if (response.headers.get("age") !== null) return response;
    await pause(200);
  }
  throw new Error(`${path} was never answered from the cache`);
}

/** Asks until the front cache answers with a page stored within the last second (`age: 0`), so it stays there seconds more. */
async function freshlyCached(path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await page(path);
    if (response.headers.get("age") === "0") return response;
    await pause(200);
  }
  throw new Error(`${path} was never answered from a fresh entry of the cache`);
}

function rename(eventId: string, token: string, eventTitle: string) {
  const form = new FormData();
  form.append("eventTitle", eventTitle);
  return api(`/api/v1/events/${eventId}`, { method: "PATCH", token, body: form });
}

describe("an organiser editing one event over and over", () => {
  it("is refused past 5 changes in 5 seconds with a 429 that says when to try again, and sees the last change it made at once", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    // Eleven changes in a row take well under 5 s, so at least six fall in one window of the limit.
    const responses: { title: string; status: number; retryAfter: string | null; body: { code?: string; message?: string } }[] = [];
    for (let round = 0; round < 11; round++) {
      const title = `Storm ${round} ${randomUUID().slice(0, 6)}`;
      const response = await rename(id, token, title);
      responses.push({ title, status: response.status, retryAfter: response.headers.get("retry-after"), body: response.body });
    }
    expect(responses.every((response) => response.status === 200 || response.status === 429)).toBe(true);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.body.code).toBe("rate_limited");
      expect(response.body.message).toMatch(/changed 5 times in the last 5 seconds\. Wait \d seconds? and save again\./);
      expect(Number(response.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(response.retryAfter)).toBeLessThanOrEqual(5);
    }

    const lastSaved = responses.findLast((response) => response.status === 200)?.title ?? "";
    expect((await api(`/api/v1/event/${id}`, { token })).body.data.eventTitle).toBe(lastSaved);
    const after = await page(`/event-details/${id}`);
    expect(after.text).toContain(lastSaved);

    // Once the window has passed the organiser may save again.
    await pause(Number(refused.at(-1)?.retryAfter ?? 5) * 1000);
    expect((await rename(id, token, `Storm calm ${randomUUID().slice(0, 6)}`)).status).toBe(200);
  });

  it("leaves another event's page in the front cache, and shows the changed event's page fresh on the next request", async () => {
    const { token, userId } = await verifiedUser();
    await setPlan(userId, "premium"); // two upcoming events
    const edited = await createdEventId(token);
    const other = await createdEventId(token);
    await cachedResponse(`/event-details/${edited}`);
    const otherBefore = await freshlyCached(`/event-details/${other}`);

    const title = `Renamed ${randomUUID().slice(0, 8)}`;
    expect((await rename(edited, token, title)).status).toBe(200);

    const otherAfter = await page(`/event-details/${other}`);
    expect(otherAfter.headers.get("age"), "the other event's page still comes from the front cache").not.toBeNull();
    expect(otherAfter.text).toBe(otherBefore.text);
    const editedAfter = await page(`/event-details/${edited}`);
    expect(editedAfter.headers.get("age")).toBeNull();
    expect(editedAfter.text).toContain(title);
  });

  it("shows the change in the public list within a few seconds, the answer the front cache keeps included", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    await cachedResponse("/api/v1/events");
    const word = `Gale${randomUUID().slice(0, 8)}`;
    expect((await rename(id, token, `${word} Night`)).status).toBe(200);
    // A search is never kept in front: it shows the change at once.
    expect((await page(`/api/v1/events?q=${word}`)).text).toContain(`${word} Night`);
    // The kept list is emptied at most every 3 s: within a few seconds it is asked of the app again.
    await expect.poll(async () => (await page("/api/v1/events")).headers.get("age"), { timeout: 10_000, interval: 250 }).toBeNull();
  });
});
