import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { createdEventId } from "../../support/events";
import { api, baseUrl } from "../../support/http";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The cache stores an answer once it has gone out; give it that moment.
const afterStore = () => pause(50);

/**
 * Asks until the cache answers. It stores nothing for a second after any event changes, and sales
 * still settling from the lane's earlier files empty it every few seconds: give it 10 s.
 */
async function cachedResponse(path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await page(path);
    if (response.headers.get("age") !== null) return response;
    await pause(200);
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe("the cache in front of the public pages", () => {
  it("answers a repeat request for an event page from memory, with the same page and headers", async () => {
    const { token } = await verifiedUser();
    const path = `/event-details/${await createdEventId(token)}`;
    const first = await page(path);
    const second = await cachedResponse(path);
    expect(first.headers.get("age")).toBeNull();
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(second.text).toBe(first.text);
    for (const name of ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "cache-control", "content-type"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
  });

  it("shows an organiser's change on the very next request", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    const path = `/event-details/${id}`;
    await cachedResponse(path);

    const title = `Renamed ${randomUUID().slice(0, 8)}`;
    const form = new FormData();
    form.append("eventTitle", title);
    expect((await api(`/api/v1/events/${id}`, { method: "PATCH", token, body: form })).status).toBe(200);
    const after = await page(path);
    expect(after.headers.get("age")).toBeNull();
    expect(after.text).toContain(title);
  });

  it("answers the public event list from memory too, each time with its own request id, until within seconds of an organiser's change", async () => {
    const { token } = await verifiedUser();
    const id = await createdEventId(token);
    const first = await cachedResponse("/api/v1/events");
    const second = await cachedResponse("/api/v1/events");
    expect(second.text).toBe(first.text);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    expect(second.headers.get("access-control-allow-origin")).toBe("*");

    const form = new FormData();
    form.append("eventTitle", `Listed ${randomUUID().slice(0, 8)}`);
    expect((await api(`/api/v1/events/${id}`, { method: "PATCH", token, body: form })).status).toBe(200);
    // Lists are emptied at most every 3 s, so a change right after another may wait that long.
    await expect.poll(async () => (await page("/api/v1/events")).headers.get("age"), { timeout: 10_000, interval: 250 }).toBeNull();
  });

  it("leaves the client router's requests, queries and personal pages to the app", async () => {
    const events = await api("/api/v1/events");
    const path = `/event-details/${events.body.data[0]._id}`;
    await page(path);
    await afterStore();
    const routerPayload = await page(path, { rsc: "1" });
    expect(routerPayload.headers.get("content-type")).toMatch(/text\/x-component/);
    expect(routerPayload.headers.get("age")).toBeNull();
    expect((await page(`${path}?from=newsletter`)).headers.get("age")).toBeNull();

    await page("/login");
    await afterStore();
    expect((await page("/login")).headers.get("age")).toBeNull();
  });
});
