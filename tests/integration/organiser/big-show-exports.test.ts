import { beforeAll, describe, expect, it } from "vitest";
import { seedBigShow } from "../../../bench/lib/bench-big-show.mjs";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor } from "../../support/purchases";

/** A Lagos December concert: 50,000 tickets from 20,000 orders, stored straight in the database. */
const TICKETS = 50_000;
const ORDERS = 20_000;

let organiser: { token: string; userId: string };
let eventId: string;

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketQuantity: "50000", ticketPurchaseLimit: "10" }));
  await seedBigShow(await database(), { eventId, organiserId: organiser.userId, tickets: TICKETS, orders: ORDERS });
}, 600_000);

/** The CSV's lines, read as it streams in, and the number of distinct values in its `column`. */
async function csvLines(path: string, column: number) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${organiser.token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
  const lines = (await response.text()).trimEnd().split("\r\n");
  const distinct = new Set(lines.slice(1).map((line) => line.split('","')[column]));
  return { header: lines[0] ?? "", rows: lines.length - 1, distinct: distinct.size };
}

describe("an event of 50,000 tickets", () => {
  it("exports every attendee, each ticket once, under the same header", async () => {
    const csv = await csvLines(`/api/v1/events/${eventId}/attendees/export`, 7);
    expect(csv.header).toBe(
      '"Name","Email","Checked in","Checked in at (Lagos time)","Table","Seat","Car access","Check-in code","Ticket type","Status"',
    );
    expect(csv.rows).toBe(TICKETS);
    expect(csv.distinct).toBe(TICKETS);
  }, 600_000);

  it("exports every sale, each order once", async () => {
    const csv = await csvLines(`/api/v1/ticket-sales/export?eventId=${eventId}`, 1);
    expect(csv.header.startsWith('"Paid at (Lagos time)","Reference","Event","Buyer"')).toBe(true);
    expect(csv.rows).toBe(ORDERS);
    expect(csv.distinct).toBe(ORDERS);
  }, 600_000);

  it("gives the existing client the whole attendee list in one answer", async () => {
    const response = await api(`/api/v1/attendees/${eventId}`, { token: organiser.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(TICKETS);
    expect(new Set(response.body.data.map((attendee: { checkInCode: string }) => attendee.checkInCode)).size).toBe(TICKETS);
  }, 600_000);
});
