import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventFor, payThroughTestGateway, purchase } from "../../support/purchases";

let organiser: { token: string; userId: string };
let eventId: string;

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "10000", ticketPurchaseLimit: "2" });
  organiser = setup.organiser;
  eventId = setup.eventId;
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, 2, { fullName: "Ada Obi", email: "ada@example.com" })).body.data[0];
  const reference = await payThroughTestGateway(order._id);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
}, 60_000);

const payout = (amount: number, token = organiser.token, extra: Record<string, unknown> = {}) =>
  api("/api/v1/payouts", {
    method: "POST",
    token,
    json: { eventId, amount, bankAccountName: "Adaeze Okafor", bankAccountNumber: "0123456789", bankName: "Zenith Bank", ...extra },
  });

describe("payouts", () => {
  it("allows at most revenue less the 5% fee, and never more under 10 concurrent requests", async () => {
    // #20,000 of sales, #1,000 fee: #19,000 available.
    const tooMuch = await payout(19_001);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toMatch(/at most #19,000/);
    expect((await payout(10_000)).status).toBe(201);

    const racing = await Promise.all(Array.from({ length: 10 }, () => payout(2_000)));
    expect(racing.filter((result) => result.status === 201)).toHaveLength(4);
    expect(racing.filter((result) => result.status === 422)).toHaveLength(6);
    expect((await payout(1_001)).status).toBe(422);
    expect((await payout(1_000)).status).toBe(201);
  });

  it("validates the bank details and refuses another organiser", async () => {
    expect((await payout(1, organiser.token, { bankAccountNumber: "12345" })).body.errors.bankAccountNumber).toBeDefined();
    expect((await payout(1, organiser.token, { bankName: "Bank of Nowhere" })).body.errors.bankName).toBeDefined();
    const other = await verifiedUser();
    expect((await payout(1, other.token)).status).toBe(403);
    expect((await api("/api/v1/payouts", { method: "POST", json: {} })).status).toBe(401);
  });
});

describe("ticket sales", () => {
  it("lists the organiser's paid orders and exports them as CSV", async () => {
    const sales = await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: organiser.token });
    expect(sales.status).toBe(200);
    expect(sales.body.data).toHaveLength(1);
    expect(sales.body.data[0]).toMatchObject({ buyerName: "Ada Obi", quantity: 2, amount: 20_000 });

    const csv = await fetch(`${baseUrl()}/api/v1/ticket-sales/export?eventId=${eventId}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
    });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe('"Paid at","Reference","Event","Buyer","Email","Tickets","Amount (NGN)","Ticket types"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Ada Obi","ada@example.com","2","20000"');
  });

  it("never shows one organiser's sales to another", async () => {
    const other = await verifiedUser();
    expect((await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: other.token })).status).toBe(403);
    expect((await api("/api/v1/ticket-sales", { token: other.token })).body.data).toEqual([]);
    expect((await api("/api/v1/ticket-sales")).status).toBe(401);
  });
});
