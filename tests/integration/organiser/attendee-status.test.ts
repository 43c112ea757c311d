import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventually, paidOrder, refund } from "../../support/money";
import { eventFor, ticketsOfOrder } from "../../support/purchases";
import { textOf } from "../../support/page-text";
import { webSession } from "../../support/web-session";

let organiser: { token: string; email: string };
let eventId: string;

/** The keys the existing client reads from the whole list; the answer may add to them, never drop one. */
const EXISTING_KEYS = [
  "_id",
  "fullName",
  "email",
  "checkedIn",
  "checkedInAt",
  "tableName",
  "seatName",
  "needCarPackingSpace",
  "checkInCode",
  "ticketTypeName",
];

beforeAll(async () => {
  ({ organiser, eventId } = await eventFor({ ticketPrice: "5000", ticketPurchaseLimit: "4" }));
  const { orderId, tickets } = await paidOrder(eventId, 4);
  const refunded = await refund(organiser.token, { orderId, ticketIds: [String(tickets[0]!._id)], reason: "Cannot come" });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
  await eventually(
    () => ticketsOfOrder(orderId),
    (stored) => stored.some((ticket) => ticket.status === "refunded"),
  );
  expect(
    (await api(`/api/v1/check-in/${eventId}`, { method: "POST", token: organiser.token, json: { checkInCode: tickets[1]!.checkInCode } })).status,
  ).toBe(200);
}, 60_000);

describe("an event with one refunded and one checked-in ticket of four", () => {
  it("marks each row's status in the API, keeping every field the existing client reads", async () => {
    const whole = await api(`/api/v1/attendees/${eventId}`, { token: organiser.token });
    expect(whole.status).toBe(200);
    const rows = whole.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(Object.keys(row)).toEqual(expect.arrayContaining(EXISTING_KEYS));
    expect(rows.map((row) => `${row.status} ${row.checkedIn}`).sort()).toEqual(["checked_in Yes", "refunded No", "valid No", "valid No"]);

    const page = await api(`/api/v1/attendees/${eventId}?page=1&limit=50`, { token: organiser.token });
    expect(page.body.meta).toEqual({ page: 1, pages: 1, total: 4, refunded: 1, nextCursor: null, previousCursor: null, lastCursor: null });
  });

  it("gives the CSV a Status column", async () => {
    const csv = await fetch(`${baseUrl()}/api/v1/events/${eventId}/attendees/export`, { headers: { authorization: `Bearer ${organiser.token}` } });
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]!.endsWith(',"Status"')).toBe(true);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(",").at(-1))
        .sort(),
    ).toEqual(['"Checked in"', '"Refunded"', '"Valid"', '"Valid"']);
  });

  it("shows the status on the page, and its counts say what they include and leave out", async () => {
    const { cookie } = await webSession(organiser.email, PASSWORD);
    const response = await fetch(`${baseUrl()}/dashboard/check-in/${eventId}`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Showing 1–4 of 4 tickets · 1 refunded");
    expect(text).toContain("Total attendees (not counting 1 refunded ticket)");
    const statuses = [...text.matchAll(/ (Valid|Checked in|Refunded) (Yes|No) /g)].map((match) => `${match[1]} ${match[2]}`).sort();
    expect(statuses).toEqual(["Checked in Yes", "Refunded No", "Valid No", "Valid No"]);
  });
});
