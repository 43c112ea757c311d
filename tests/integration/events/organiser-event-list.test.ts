import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { setPlan } from "../../support/database";
import { createdEventId, inDays } from "../../support/events";
import { api } from "../../support/http";

let organiser: { token: string; userId: string };

beforeAll(async () => {
  organiser = await verifiedUser();
  await setPlan(organiser.userId, "premium");
  for (let n = 1; n <= 7; n++) {
    await createdEventId(organiser.token, { eventTitle: `Afrobeats Night ${n}`, startDate: inDays(n + 1), endDate: inDays(n + 1) });
  }
  await createdEventId(organiser.token, { eventTitle: "Comedy Special", startDate: inDays(0), startTime: "00:00", endDate: inDays(1) });
}, 120_000);

const listed = (query: string, token?: string) => api(`/api/v1/getPlannerEvent/${organiser.userId}${query}`, { token });

describe("GET /api/v1/getPlannerEvent/{userId}", () => {
  it("pages the organiser's events five at a time with totals", async () => {
    const first = await listed("?limit=5&page=1", organiser.token);
    const second = await listed("?limit=5&page=2", organiser.token);
    expect(first.body.data).toHaveLength(5);
    expect(second.body.data).toHaveLength(3);
    expect(first.body.meta).toMatchObject({ total: 8, pages: 2, page: 1, limit: 5 });
    const ids = [...first.body.data, ...second.body.data].map((event: { _id: string }) => event._id);
    expect(new Set(ids).size).toBe(8);
    expect(first.body.data[0]).toHaveProperty("revenueGenerated");
  });

  it("searches titles case-insensitively and filters by status tab", async () => {
    const search = await listed("?q=AFROBEATS%20night&limit=100", organiser.token);
    expect(search.body.data).toHaveLength(7);
    const ongoing = await listed("?status=ongoing", organiser.token);
    expect(ongoing.body.data.map((event: { eventTitle: string }) => event.eventTitle)).toEqual(["Comedy Special"]);
    const upcoming = await listed("?status=upcoming", organiser.token);
    expect(upcoming.body.data).toHaveLength(7);
    expect((await listed("?status=ended", organiser.token)).body.data).toEqual([]);
  });

  it("refuses another signed-in organiser", async () => {
    const other = await verifiedUser();
    const response = await listed("", other.token);
    expect(response.status).toBe(403);
  });

  it("shows anonymous callers the public view, without revenue", async () => {
    const response = await listed("");
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(8);
    expect(response.body.data[0]).not.toHaveProperty("revenueGenerated");
  });
});

describe("newsletter", () => {
  it("subscribes an e-mail once and thanks the subscriber", async () => {
    const email = `news.${Date.now()}@example.com`;
    const first = await api("/api/v1/newsletter", { method: "POST", json: { email } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Thank you for subscribing!");
    const again = await api("/api/v1/newsletter", { method: "POST", json: { email: email.toUpperCase() } });
    expect(again.body.data).toEqual({ alreadySubscribed: true });
    expect((await api("/api/v1/newsletter", { method: "POST", json: { email: "nope" } })).status).toBe(422);
  });
});
