import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { signWebhook } from "../../support/buyers";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { paidOrder, refund } from "../../support/money";
import { eventFor, payThroughTestGateway, purchase } from "../../support/purchases";
import { testStack } from "../../support/stack";

let topSellingEvents: typeof import("@/lib/domain/sales-days/top-selling-events").topSellingEvents;
let countSale: typeof import("@/lib/domain/sales-days/count-sale").countSale;
let backfillSalesDays: typeof import("@/lib/domain/sales-days/backfill-sales-days").backfillSalesDays;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ topSellingEvents } = await import("@/lib/domain/sales-days/top-selling-events"));
  ({ countSale } = await import("@/lib/domain/sales-days/count-sale"));
  ({ backfillSalesDays } = await import("@/lib/domain/sales-days/backfill-sales-days"));
  const { connectToDatabase } = await import("@/lib/platform/db");
  await connectToDatabase();
});

/** What trending counts for an event over the last 14 days (0 when it is not ranked). */
async function recentSales(eventId: string) {
  return (await topSellingEvents(new Date(), 1_000)).find((row) => String(row.event) === eventId)?.sold ?? 0;
}

async function rankOf(eventId: string) {
  return (await topSellingEvents(new Date(), 1_000)).findIndex((row) => String(row.event) === eventId);
}

const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({ event: "charge.success", data: { status: "success", reference, amount, currency: "NGN" } });
const webhook = (body: string) =>
  api("/api/v1/webhooks/paystack", {
    method: "POST",
    headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(body) },
    body,
  });

describe("trending: tickets sold per event over the last 14 days", () => {
  let organiser: { token: string };
  let steady: string;
  let rising: string;

  it("ranks by the last 14 days' sales: an event that sold more three weeks ago ranks below one selling now", async () => {
    ({ eventId: rising } = await eventFor({ ticketPrice: "1000", ticketQuantity: "50", ticketPurchaseLimit: "4" }));
    ({ organiser, eventId: steady } = await eventFor({ ticketPrice: "1000", ticketQuantity: "50", ticketPurchaseLimit: "4" }));
    await paidOrder(rising, 3);
    await paidOrder(steady, 1);
    // 20 tickets sold 20 days ago: outside the window.
    await countSale(steady, new Date(Date.now() - 20 * DAY_MS), 20);

    expect(await recentSales(rising)).toBe(3);
    expect(await recentSales(steady)).toBe(1);
    expect(await rankOf(rising)).toBeLessThan(await rankOf(steady));
  });

  it("takes refunded tickets off the day they were sold", async () => {
    const { orderId, tickets } = await paidOrder(steady, 4);
    expect(await recentSales(steady)).toBe(5);
    const response = await refund(organiser.token, {
      orderId,
      ticketIds: tickets.slice(0, 3).map((ticket) => String(ticket._id)),
      reason: "Cannot come",
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await recentSales(steady)).toBe(2);
    expect(await rankOf(rising)).toBeLessThan(await rankOf(steady));
  });

  it("counts an order once however often its payment is confirmed, at once and again later", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "20" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 3)).body.data[0];
    const reference = await payThroughTestGateway(order._id);
    const body = chargeSuccess(reference, 600_000);
    await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(body)),
      api(`/api/v1/verify?reference=${reference}`),
      api(`/api/v1/verify?reference=${reference}`),
    ]);
    await webhook(body);
    await api(`/api/v1/verify?reference=${reference}`);
    expect(await recentSales(eventId)).toBe(3);
  });

  it("counts free tickets, issued at once", async () => {
    const { eventId } = await eventFor({ ticketPrice: "0", ticketQuantity: "20" });
    const buyer = await verifiedUser();
    expect((await purchase(buyer.token, eventId, 2)).status).toBe(201);
    expect(await recentSales(eventId)).toBe(2);
  });

  it("backfills the days of orders paid before the counters existed, once, without counting live sales again", async () => {
    const db = await database();
    const migrations = db.collection<{ _id: string; cutoff: Date; doneAt?: Date }>("migrations");
    const migration = await migrations.findOne({ _id: "sales-days" });
    expect(migration?.cutoff).toBeInstanceOf(Date);
    const cutoff = migration?.cutoff as Date;
    // An event whose orders were paid before the cutoff (three of them in the window, one before it).
    const { eventId } = await eventFor({ ticketPrice: "1000", ticketQuantity: "50" });
    const event = new mongoose.Types.ObjectId(eventId);
    const old = (paidAt: Date, quantity: number, refundedQuantity = 0) => ({
      reference: `OLD-${new mongoose.Types.ObjectId()}`,
      kind: "ticket",
      status: "paid",
      buyer: new mongoose.Types.ObjectId(),
      event,
      quantity,
      refundedQuantity,
      amountKobo: quantity * 100_000,
      paidAt,
    });
    await db
      .collection("orders")
      .insertMany([
        old(new Date(cutoff.getTime() - 60_000), 2),
        old(new Date(cutoff.getTime() - 2 * DAY_MS), 4, 1),
        old(new Date(cutoff.getTime() - 3 * DAY_MS), 1),
        old(new Date(cutoff.getTime() - 30 * DAY_MS), 9),
      ]);
    const liveBefore = await recentSales(rising);
    await migrations.updateOne({ _id: "sales-days" }, { $unset: { doneAt: "" } });

    await Promise.all([backfillSalesDays(), backfillSalesDays()]);
    expect(await recentSales(eventId)).toBe(6);
    expect(await recentSales(rising)).toBe(liveBefore);
    expect((await migrations.findOne({ _id: "sales-days" }))?.doneAt).toBeInstanceOf(Date);
    // Done: a later start reads no orders.
    expect(await backfillSalesDays()).toEqual({ counters: 0 });
    expect(await recentSales(eventId)).toBe(6);
  });
});
