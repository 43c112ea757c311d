import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { formatCount } from "@/lib/platform/format";
import { lastLagosDays } from "@/lib/domain/organiser/daily-sales";
import { DEMO_ATTENDEE, DEMO_ORGANISER } from "@/lib/jobs/seed/demo-content";
import { lagosDate } from "@/lib/platform/time/lagos";
import { logIn } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { webSession } from "../../support/web-session";

type ListedEvent = { _id: string; eventTitle: string; ticketSold: number; totalAttendee: number; checkins: number };

let organiserToken: string;
let events: ListedEvent[];

beforeAll(async () => {
  organiserToken = await logIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const organiserId = (await api("/api/v1/me", { token: organiserToken })).body.data._id;
  events = (await api(`/api/v1/getPlannerEvent/${organiserId}`, { token: organiserToken })).body.data;
}, 60_000);

/** The demo organiser's records, straight from the database. */
async function records() {
  const db = await database();
  const eventIds = events.map((event) => new mongoose.Types.ObjectId(event._id));
  const orders = await db
    .collection("orders")
    .find({ event: { $in: eventIds }, kind: "ticket", status: "paid" })
    .toArray();
  const tickets = await db
    .collection("tickets")
    .find({ event: { $in: eventIds }, status: { $ne: "refunded" } })
    .toArray();
  const attendees = await db.collection("attendees").countDocuments({ event: { $in: eventIds } });
  return { orders, tickets, attendees };
}

describe("the demo data", () => {
  it("adds up: the overview, its 30-day chart and every event's counters equal the paid orders, tickets and attendees", async () => {
    const { orders, tickets, attendees } = await records();
    const sold = orders.reduce((sum, order) => sum + (order.quantity as number), 0);
    expect(sold).toBeGreaterThan(500);
    expect(tickets).toHaveLength(sold);
    expect(attendees).toBe(sold);

    const overview = (await api("/api/v1/Overview", { token: organiserToken })).body.data;
    expect(overview.totalTicketSold).toBe(sold);
    expect(overview.totalRevenue).toBe(orders.reduce((sum, order) => sum + (order.amountKobo as number), 0) / 100);
    expect(overview.totalEventsOrganized).toBe(events.length);

    const chartDays = new Set(lastLagosDays(new Date()));
    const recent = orders.filter((order) => chartDays.has(lagosDate(order.paidAt as Date)));
    const chart: { tickets: number }[] = overview.salesByDay;
    expect(chart.reduce((sum, day) => sum + day.tickets, 0)).toBe(recent.reduce((sum, order) => sum + (order.quantity as number), 0));
    expect(chart.filter((day) => day.tickets > 0).length).toBeGreaterThan(10);

    for (const event of events) {
      const own = tickets.filter((ticket) => String(ticket.event) === event._id);
      expect(event.ticketSold, event.eventTitle).toBe(own.length);
      expect(event.totalAttendee, event.eventTitle).toBe(own.length);
      expect(event.checkins, event.eventTitle).toBe(own.filter((ticket) => ticket.status === "checked_in").length);
    }
    expect(events.some((event) => event.checkins > 0)).toBe(true);
  });

  it("has per-day sales counters (what trending reads) equal to its paid orders", async () => {
    const { orders } = await records();
    const expected = new Map<string, number>();
    for (const order of orders) {
      const key = `${String(order.event)}|${lagosDate(order.paidAt as Date)}`;
      expected.set(key, (expected.get(key) ?? 0) + (order.quantity as number));
    }
    const eventIds = events.map((event) => new mongoose.Types.ObjectId(event._id));
    const counters = await (
      await database()
    )
      .collection("salesdays")
      .find({ event: { $in: eventIds } })
      .toArray();
    const stored = new Map(counters.map((counter) => [`${String(counter.event)}|${counter.day}`, (counter.sold ?? 0) + (counter.imported ?? 0)]));
    expect(stored).toEqual(expected);
  });

  it("gives the demo attendee tickets for an event to come and a seat at one that has ended", async () => {
    const token = await logIn(DEMO_ATTENDEE.email, DEMO_ATTENDEE.password);
    const upcoming = (await api("/api/v1/user/events/upcoming", { token })).body.data;
    expect(upcoming.map((event: { eventTitle: string }) => event.eventTitle)).toContain("Laugh Out Lagos: Stand-up Special");
    const past = (await api("/api/v1/user/events/past", { token })).body.data;
    expect(past.find((event: { eventTitle: string }) => event.eventTitle === "Ikeja SME Growth Conference")).toMatchObject({
      seatNumber: expect.any(Number),
      tableNumber: expect.any(Number),
    });
  });
});

describe("the check-in page's attendee list", () => {
  it("pages through the attendees 50 at a time and sends a page past the end to the last one", async () => {
    const biggest = [...events].sort((a, b) => b.totalAttendee - a.totalAttendee)[0]!;
    const pages = Math.ceil(biggest.totalAttendee / 50);
    const { cookie } = await webSession(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const page = (query: string) => fetch(`${baseUrl()}/dashboard/check-in/${biggest._id}${query}`, { headers: { cookie }, redirect: "manual" });

    const second = await page("?page=2");
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain(`Showing 51–100 of ${formatCount(biggest.totalAttendee)} attendees`);
    expect((html.match(/<th scope="row"/g) ?? []).length).toBe(50);

    const pastTheEnd = await page("?page=9999");
    expect(pastTheEnd.status).toBe(307);
    expect(pastTheEnd.headers.get("location")).toMatch(new RegExp(`/dashboard/check-in/${biggest._id}\\?page=${pages}$`));
  });
});
