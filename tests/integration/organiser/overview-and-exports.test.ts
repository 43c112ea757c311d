import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { lagosDate } from "@/lib/platform/time/lagos";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor, payThroughTestGateway, purchase } from "../../support/purchases";

let organiser: { token: string; userId: string };
let eventId: string;

async function paidOrder(fullName: string, tickets: number) {
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, tickets, { fullName })).body.data[0];
  const reference = await payThroughTestGateway(order._id);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
}

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "7500", ticketPurchaseLimit: "3", totalTableNumber: "2", totalSeatNumber: "20" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  await paidOrder("Chidi Nwosu", 2);
  await paidOrder("Funke Akindele", 1);
  // Held but never paid: no sale.
  const idle = await verifiedUser();
  expect((await purchase(idle.token, eventId, 3, { fullName: "Tunde Idle" })).status).toBe(201);
}, 90_000);

/** What the organiser's paid ticket orders add up to, read straight from the database. */
async function paidOrderSums() {
  const orders = await (
    await database()
  )
    .collection("orders")
    .find({ event: new mongoose.Types.ObjectId(eventId), kind: "ticket", status: "paid" })
    .toArray();
  return {
    tickets: orders.reduce((sum, order) => sum + (order.quantity as number), 0),
    revenue: orders.reduce((sum, order) => sum + (order.amountKobo as number), 0) / 100,
  };
}

const csvOf = (path: string, token?: string) => fetch(`${baseUrl()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("GET /api/v1/Overview against paid orders", () => {
  it("totals and the 30-day chart both equal the sums of paid orders; unpaid holds do not count", async () => {
    const sums = await paidOrderSums();
    expect(sums).toEqual({ tickets: 3, revenue: 22_500 });

    const overview = (await api("/api/v1/Overview", { token: organiser.token })).body.data;
    expect(overview).toMatchObject({ totalTicketSold: sums.tickets, totalRevenue: sums.revenue, totalEventsOrganized: 1 });

    const days: { date: string; tickets: number; revenue: number }[] = overview.salesByDay;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.date).toBe(lagosDate(new Date()));
    expect(days.reduce((sum, day) => sum + day.tickets, 0)).toBe(sums.tickets);
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBe(sums.revenue);
  });

  it("shows another organiser none of these sales", async () => {
    const other = await verifiedUser();
    const overview = (await api("/api/v1/Overview", { token: other.token })).body.data;
    expect(overview).toMatchObject({ totalTicketSold: 0, totalRevenue: 0, totalEventsOrganized: 0, recentEvents: [] });
    expect(overview.salesByDay.every((day: { tickets: number }) => day.tickets === 0)).toBe(true);
  });
});

describe("GET /api/v1/attendees/{id} by page", () => {
  it("answers one page with page, pages and total, and the whole list without paging", async () => {
    const list = (query: string) => api(`/api/v1/attendees/${eventId}${query}`, { token: organiser.token });
    const first = await list("?page=1&limit=2");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta).toEqual({
      page: 1,
      pages: 2,
      total: 3,
      refunded: 0,
      nextCursor: expect.any(String),
      previousCursor: null,
      lastCursor: expect.any(String),
    });
    const second = await list("?page=2&limit=2");
    expect(second.body.data).toHaveLength(1);
    const names = [...first.body.data, ...second.body.data].map((attendee: { _id: string }) => attendee._id);
    expect(new Set(names).size).toBe(3);
    expect((await list("?q=chidi&limit=1")).body.meta).toEqual({
      page: 1,
      pages: 2,
      total: 2,
      refunded: 0,
      nextCursor: expect.any(String),
      previousCursor: null,
      lastCursor: expect.any(String),
    });
    expect((await list("")).body.data).toHaveLength(3);
    expect((await list("")).body.meta).toBeUndefined();
    expect((await list("?limit=0")).status).toBe(422);
    expect((await list("?page=abc")).status).toBe(422);
  });
});

describe("GET /api/v1/events/{id}/attendees/export", () => {
  it("gives the organiser every attendee as CSV, filtered by name on request", async () => {
    const response = await csvOf(`/api/v1/events/${eventId}/attendees/export`, organiser.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="scheditix-attendees-${eventId}.csv"`);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Email","Checked in","Checked in at (Lagos time)","Table","Seat","Car access","Check-in code","Ticket type","Status"',
    );
    expect(lines).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('"Chidi Nwosu"'))).toHaveLength(2);
    expect(lines.every((line, index) => index === 0 || /"no","","[12]","\d+","(yes|no)","[A-Z0-9]{8}","Regular","Valid"$/.test(line))).toBe(true);

    const filtered = (await (await csvOf(`/api/v1/events/${eventId}/attendees/export?q=funke`, organiser.token)).text()).trim().split("\r\n");
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toMatch(/^"Funke Akindele"/);
  });

  it("refuses other organisers and anonymous callers", async () => {
    const other = await verifiedUser();
    const refused = await csvOf(`/api/v1/events/${eventId}/attendees/export`, other.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await csvOf(`/api/v1/events/${eventId}/attendees/export`)).status).toBe(401);
    expect((await csvOf(`/api/v1/events/not-an-id/attendees/export`, organiser.token)).status).toBe(400);
  });
});
