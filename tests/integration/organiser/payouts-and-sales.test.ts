import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { settleEvent } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventually } from "../../support/money";
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
  await settleEvent(eventId);
}, 60_000);

const payout = (amount: number, token = organiser.token) => api("/api/v1/payouts", { method: "POST", token, json: { eventId, amount } });
const saveAccount = (accountNumber: string, token = organiser.token, bankCode = "057") =>
  api("/api/v1/payouts/account", { method: "PUT", token, json: { accountNumber, bankCode } });

describe("payout accounts", () => {
  it("lists the banks, resolves a TEST MODE account to its name, and says clearly when one does not resolve", async () => {
    const banks = await api("/api/v1/payouts/banks", { token: organiser.token });
    expect(banks.body.data).toContainEqual({ name: "Zenith Bank", code: "057" });
    const resolved = await api("/api/v1/payouts/resolve?accountNumber=0123456789&bankCode=057", { token: organiser.token });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toEqual({ bankCode: "057", bankName: "Zenith Bank", accountNumber: "0123456789", accountName: "Adaeze Okafor" });
    const unknown = await api("/api/v1/payouts/resolve?accountNumber=0000000000&bankCode=057", { token: organiser.token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/could not find account 0000000000 at Zenith Bank/);
    expect(
      (await api("/api/v1/payouts/resolve?accountNumber=12345&bankCode=057", { token: organiser.token })).body.errors.accountNumber,
    ).toBeDefined();
    expect((await saveAccount("0000000000")).status).toBe(422);
  });
});

describe("bank account lookups", () => {
  it("are limited to 20 an hour per organiser, saves included, with a clear 429", async () => {
    const { organiser: other } = await eventFor({ ticketPrice: "1000" });
    const lookup = () => api("/api/v1/payouts/resolve?accountNumber=0123456789&bankCode=057", { token: other.token });
    for (let attempt = 0; attempt < 19; attempt++) expect((await lookup()).status).toBe(200);
    expect((await saveAccount("0123456789", other.token)).status).toBe(200);
    const refused = await lookup();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many attempts/);
    // Another organiser's lookups are counted apart.
    expect((await api("/api/v1/payouts/resolve?accountNumber=0123456789&bankCode=057", { token: organiser.token })).status).toBe(200);
  });
});

describe("payouts", () => {
  it("refuses a payout before bank details are saved", async () => {
    expect((await payout(1)).body.message).toMatch(/Save your payout bank account/);
  });

  it("allows at most revenue less the 5% fee, and never more under 10 concurrent requests", async () => {
    expect((await saveAccount("0123456789")).body.data.accountName).toBe("Adaeze Okafor");
    // ₦20,000 of sales, ₦1,000 fee: ₦19,000 available.
    const tooMuch = await payout(19_001);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toMatch(/at most ₦19,000/);
    expect((await payout(10_000)).status).toBe(201);

    const racing = await Promise.all(Array.from({ length: 10 }, () => payout(2_000)));
    expect(racing.filter((result) => result.status === 201)).toHaveLength(4);
    expect(racing.filter((result) => result.status === 422)).toHaveLength(6);
    expect((await payout(1_001)).status).toBe(422);
    expect((await payout(1_000)).status).toBe(201);
  });

  it("pays each payout by TEST MODE transfer: paid after the transfer webhook", async () => {
    const payouts = async () => (await api("/api/v1/payouts", { token: organiser.token })).body.data as { status: string; amount: number }[];
    const settled = await eventually(payouts, (list) => list.length === 6 && list.every((item) => item.status === "paid"));
    expect(settled.map((item) => item.status)).toEqual(Array(6).fill("paid"));
    expect((await payout(1)).status).toBe(422);
  });

  it("refuses another organiser (403) and a caller without a token (401)", async () => {
    const other = await verifiedUser();
    await saveAccount("0123456789", other.token);
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
    expect(lines[0]).toBe(
      '"Paid at (Lagos time)","Reference","Event","Buyer","Email","Tickets","Amount (NGN)","Refunded tickets","Refunded (NGN)","Net (NGN)","Status","Ticket types",' +
        '"Ticket price (NGN)","Buyer-paid fees (NGN)","Total paid (NGN)","Fees (NGN)","Net to organiser (NGN)","Channel"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}",/);
    expect(lines[1]).toContain('"Ada Obi","ada@example.com","2","20000","0","0","20000","Paid"');
  });

  it("never shows one organiser's sales to another", async () => {
    const other = await verifiedUser();
    expect((await api(`/api/v1/ticket-sales?eventId=${eventId}`, { token: other.token })).status).toBe(403);
    expect((await api("/api/v1/ticket-sales", { token: other.token })).body.data).toEqual([]);
    expect((await api("/api/v1/ticket-sales")).status).toBe(401);
  });
});
