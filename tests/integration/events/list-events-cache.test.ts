import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api } from "../../support/http";

type Listed = { _id: string; eventTitle: string };
const listed = async (path: string) => (await api(path)).body.data as Listed[];

describe("GET /api/v1/events answers from its cache only while nothing has changed", () => {
  it("shows a new event, its changes and its cancellation on the very next request", async () => {
    const word = `Zephyr${randomUUID().slice(0, 8)}`;
    const path = `/api/v1/events?q=${word}`;
    expect(await listed(path)).toEqual([]);
    expect(await listed(path)).toEqual([]);

    const organiser = await verifiedUser();
    await setPlan(organiser.userId, "premium");
    const id = await createdEventId(organiser.token, { eventTitle: `${word} Night` });
    expect((await listed(path)).map((event) => event._id)).toEqual([id]);

    const form = new FormData();
    form.append("eventTitle", `${word} Night: Encore`);
    expect((await api(`/api/v1/events/${id}`, { method: "PATCH", token: organiser.token, body: form })).status).toBe(200);
    expect((await listed(path))[0]?.eventTitle).toBe(`${word} Night: Encore`);

    const cancelled = await api(`/api/v1/events/${id}/cancel`, { method: "POST", token: organiser.token, json: { message: "The venue flooded" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await listed(path)).toEqual([]);
  });

  it("never answers one query with another's list", async () => {
    const all = await listed("/api/v1/events?limit=6");
    expect(all.length).toBe(6);
    expect(await listed("/api/v1/events?limit=2")).toEqual(all.slice(0, 2));
    expect(await listed("/api/v1/events?limit=3")).toEqual(all.slice(0, 3));
    expect(await listed("/api/v1/events?page=2&limit=2")).toEqual(all.slice(2, 4));
    expect(await listed("/api/v1/events?page=3&limit=2")).toEqual(all.slice(4, 6));
    expect(await listed("/api/v1/events?limit=6&q=zzzz-no-such-event")).toEqual([]);
    expect(await listed("/api/v1/events?limit=6")).toEqual(all);
  });

  it("answers a repeated request with the same bytes and headers, and its own request id", async () => {
    const first = await api("/api/v1/events?limit=4", { headers: { origin: "http://one.example" } });
    const second = await api("/api/v1/events?limit=4");
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    // Any origin is allowed (the default), so the CORS headers are the same for every caller.
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(second.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("still refuses a bad query with the error envelope", async () => {
    await api("/api/v1/events?limit=5");
    const bad = await api("/api/v1/events?limit=5&page=0");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toBeDefined();
  });
});
