import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-secret.mjs";
import { database, settleEvent } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventually, paidOrder, payoutByReference, refund, refundsOf } from "../../support/money";
import { eventCounters, eventFor, purchase, quotaHeld, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";

type Ledger = {
  eventId: string;
  grossSales: number;
  refunded: number;
  netSales: number;
  fee: number;
  organiserShare: number;
  paidOut: number;
  pendingPayouts: number;
  available: number;
  settled: boolean;
};

const ledgerOf = async (token: string, eventId: string): Promise<Ledger> =>
  ((await api("/api/v1/payouts/balances", { token })).body.data as Ledger[]).find((ledger) => ledger.eventId === eventId) as Ledger;

const payout = (token: string, eventId: string, amount: number) => api("/api/v1/payouts", { method: "POST", token, json: { eventId, amount } });

async function settledEventWithSales(ticketPrice: string, orders: number) {
  const { organiser, eventId } = await eventFor({ ticketPrice, ticketPurchaseLimit: "3" });
  const paid = [];
  for (let index = 0; index < orders; index += 1) paid.push(await paidOrder(eventId, 1));
  await settleEvent(eventId);
  expect(
    (await api("/api/v1/payouts/account", { method: "PUT", token: organiser.token, json: { accountNumber: "0123456789", bankCode: "057" } })).status,
  ).toBe(200);
  return { organiser, eventId, paid };
}

async function paidOut(token: string, eventId: string, amount: number) {
  const requested = await payout(token, eventId, amount);
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  await eventually(
    () => payoutByReference(requested.body.data.reference),
    (stored) => stored?.status === "paid",
  );
}

/** The same figures, from the records themselves: paid orders less refunds, payouts pending or paid. */
async function ledgerFromRecords(eventId: string) {
  const db = await database();
  const event = new mongoose.Types.ObjectId(eventId);
  const orders = await db
    .collection("orders")
    .find({ event, status: { $in: ["paid", "refunded"] } })
    .toArray();
  const refunds = await db
    .collection("refunds")
    .find({ event, kind: { $in: ["organiser", "cancellation"] } })
    .toArray();
  const payouts = await db
    .collection("payouts")
    .find({ event, status: { $in: ["pending", "paid"] } })
    .toArray();
  const sumKobo = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    grossSales: sumKobo(orders.map((order) => order.amountKobo as number)) / 100,
    refunded: sumKobo(refunds.map((record) => record.amountKobo as number)) / 100,
    netSales: sumKobo(orders.map((order) => (order.amountKobo as number) - ((order.refundedKobo as number | undefined) ?? 0))) / 100,
    paidOut: sumKobo(payouts.filter((item) => item.status === "paid").map((item) => item.amount as number)),
    pendingPayouts: sumKobo(payouts.filter((item) => item.status === "pending").map((item) => item.amount as number)),
  };
}

describe("payouts wait for the event's sales to settle", () => {
  it("refuses a payout before the event has ended and its settlement days passed, saying from when", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2000" });
    await paidOrder(eventId, 1);
    await api("/api/v1/payouts/account", { method: "PUT", token: organiser.token, json: { accountNumber: "0123456789", bankCode: "057" } });
    const early = await payout(organiser.token, eventId, 100);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/can be paid out from \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Lagos time\)/);
    const ledger = await ledgerOf(organiser.token, eventId);
    expect(ledger).toMatchObject({ netSales: 2000, fee: 100, organiserShare: 1900, available: 0, settled: false });
  });
});

describe("refunds never take an event below zero", () => {
  it("refuses a refund once the event's sales were paid out, and voids nothing", async () => {
    const { organiser, eventId, paid } = await settledEventWithSales("2000", 2);
    await paidOut(organiser.token, eventId, 3_800);
    const before = await eventCounters(eventId);

    const refused = await refund(organiser.token, { orderId: paid[0]!.orderId, reason: "Asked for it" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This refund of ₦2,000 cannot be paid: ₦3,800 of this event's sales has already been paid out to you, so at most ₦0 can still be refunded.",
    );
    expect((await ticketsOfOrder(paid[0]!.orderId)).map((ticket) => ticket.status)).toEqual(["valid"]);
    expect(await refundsOf(paid[0]!.orderId)).toEqual([]);
    expect(await eventCounters(eventId)).toEqual(before);
    expect(await ledgerOf(organiser.token, eventId)).toMatchObject({ netSales: 4_000, paidOut: 3_800, available: 0 });
  });

  it("lets a refund through while what is left covers it, then refuses the next", async () => {
    const { organiser, eventId, paid } = await settledEventWithSales("2000", 2);
    await paidOut(organiser.token, eventId, 1_800);
    expect((await refund(organiser.token, { orderId: paid[0]!.orderId, reason: "Could not come" })).status).toBe(201);
    // ₦2,000 of sales left, ₦100 fee: ₦1,900 covers the ₦1,800 paid out, ₦100 still available.
    expect(await ledgerOf(organiser.token, eventId)).toMatchObject({
      grossSales: 4_000,
      refunded: 2_000,
      netSales: 2_000,
      fee: 100,
      paidOut: 1_800,
      available: 100,
    });
    const second = await refund(organiser.token, { orderId: paid[1]!.orderId, reason: "Could not come" });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/at most ₦105 can still be refunded/);
  });

  it("keeps the organiser's share above what was paid out when payouts and refunds race", async () => {
    const { organiser, eventId, paid } = await settledEventWithSales("1000", 6);
    const racing = await Promise.all([
      ...paid.map(({ orderId }) => refund(organiser.token, { orderId, reason: "Race" })),
      ...Array.from({ length: 6 }, () => payout(organiser.token, eventId, 900)),
    ]);
    expect(racing.every((response) => [201, 409, 422].includes(response.status))).toBe(true);
    const ledger = await ledgerOf(organiser.token, eventId);
    expect(ledger.organiserShare).toBeGreaterThanOrEqual(ledger.paidOut + ledger.pendingPayouts);
    expect(ledger.available).toBeGreaterThanOrEqual(0);
    const refunded = racing.slice(0, 6).filter((response) => response.status === 201).length;
    const payouts = racing.slice(6).filter((response) => response.status === 201).length;
    expect(ledger.netSales).toBe((6 - refunded) * 1_000);
    expect(ledger.paidOut + ledger.pendingPayouts).toBe(payouts * 900);
    expect(await ledgerFromRecords(eventId)).toMatchObject({ netSales: ledger.netSales, refunded: ledger.refunded, grossSales: ledger.grossSales });
  });
});

describe("cancelling an event whose sales were paid out", () => {
  it("is refused with what the buyers are owed, and the event keeps selling as before", async () => {
    const { organiser, eventId, paid } = await settledEventWithSales("2000", 2);
    await paidOut(organiser.token, eventId, 3_000);
    const cancelled = await api(`/api/v1/events/${eventId}/cancel`, { method: "POST", token: organiser.token, json: { message: "Rain" } });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toMatch(/its buyers are owed ₦4,000, but ₦3,000 of its sales has already been paid out to you/);
    expect((await api(`/api/v1/event/${eventId}`)).body.data.status).not.toBe("cancelled");
    for (const { orderId } of paid) {
      expect((await storedOrder(orderId))?.status).toBe("paid");
      expect(await refundsOf(orderId)).toEqual([]);
    }
    expect(await ledgerOf(organiser.token, eventId)).toMatchObject({ netSales: 4_000, paidOut: 3_000, cancelled: false });
  });

  it("refuses payouts of a cancelled event", async () => {
    const { organiser, eventId } = await settledEventWithSales("2000", 1);
    expect((await api(`/api/v1/events/${eventId}/cancel`, { method: "POST", token: organiser.token, json: { message: "Rain" } })).status).toBe(200);
    const refused = await payout(organiser.token, eventId, 100);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancelled/);
    expect(await ledgerOf(organiser.token, eventId)).toMatchObject({ netSales: 0, refunded: 2_000, available: 0, cancelled: true });
  });
});

describe("the ledger", () => {
  it("answers the same figures as the orders, refunds and payouts it sums", async () => {
    const { organiser, eventId, paid } = await settledEventWithSales("1500", 3);
    await paidOut(organiser.token, eventId, 1_000);
    expect((await refund(organiser.token, { orderId: paid[2]!.orderId, reason: "Duplicate" })).status).toBe(201);
    const ledger = await ledgerOf(organiser.token, eventId);
    expect(ledger).toMatchObject(await ledgerFromRecords(eventId));
    expect(ledger).toMatchObject({
      grossSales: 4_500,
      refunded: 1_500,
      netSales: 3_000,
      fee: 150,
      organiserShare: 2_850,
      paidOut: 1_000,
      available: 1_850,
    });
    expect((await api("/api/v1/payouts/balances")).status).toBe(401);
  });
});

describe("a partial refund", () => {
  it("gives the buyer back the allowance of the refunded tickets", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "1000", ticketPurchaseLimit: "3" });
    const { buyer, orderId, tickets } = await paidOrder(eventId, 3);
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(422);
    const partial = await refund(organiser.token, { orderId, ticketIds: [String(tickets[0]!._id)], reason: "One could not come" });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(await quotaHeld(buyer.userId, eventId)).toBe(2);
    expect((await purchase(buyer.token, eventId, 2)).status).toBe(422);
    expect((await purchase(buyer.token, eventId, 1)).status).toBe(201);
  });
});

describe("a refund retried after its answer was lost", () => {
  let refundTickets: typeof import("@/lib/domain/refunds/refund-tickets").refundTickets;
  let organiserOrder: typeof import("@/lib/domain/refunds/refund-tickets").organiserOrder;

  beforeAll(async () => {
    process.env.MONGODB_URI = testStack().mongoUri;
    process.env.EMBEDDED_DB = "ferretdb";
    process.env.PORT = new URL(baseUrl()).port;
    process.env.AUTH_SECRET = TEST_AUTH_SECRET;
    ({ refundTickets, organiserOrder } = await import("@/lib/domain/refunds/refund-tickets"));
  });

  it("is found at the gateway by our reference and never sent twice", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2000", ticketPurchaseLimit: "2" });
    const { orderId, reference, tickets } = await paidOrder(eventId, 2);
    const order = await organiserOrder(organiser.userId, orderId);

    // The gateway accepts the refund, and the answer is lost (as if the process died right then).
    process.env.SCHEDITIX_TEST_CRASH_AT = "after-gateway-refund";
    const lost = await refundTickets(order, {
      ticketIds: [String(tickets[0]!._id)],
      reason: "Lost answer",
      kind: "organiser",
      notify: false,
    }).finally(() => {
      delete process.env.SCHEDITIX_TEST_CRASH_AT;
    });
    expect(lost.status).toBe("failed");
    const db = await database();
    const atGateway = () => db.collection("testgatewayrecords").find({ type: "refund", transactionReference: reference }).toArray();
    expect(await atGateway()).toHaveLength(1);
    // Whatever the webhook did meanwhile, the sweep would show it failed ("never confirmed").
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db
      .collection("refunds")
      .updateOne({ _id: new mongoose.Types.ObjectId(lost._id) }, { $set: { status: "failed" }, $unset: { providerId: 1 } });

    const retried = await api(`/api/v1/refunds/${lost._id}/retry`, { method: "POST", token: organiser.token, json: {} });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const gatewayRefunds = await atGateway();
    expect(gatewayRefunds).toHaveLength(1);
    const stored = await eventually(
      async () => (await refundsOf(orderId))[0],
      (record) => record?.status === "processed",
    );
    expect(stored).toMatchObject({ status: "processed", providerId: gatewayRefunds[0]!.key, amountKobo: 200_000 });
  });
});
