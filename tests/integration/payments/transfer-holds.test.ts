import { beforeAll, describe, expect, it } from "vitest";
import mongoose from "mongoose";
import { manyBuyers } from "../../support/buyers";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, orderStatus, purchase, storedOrder, ticketsOfOrder } from "../../support/purchases";
import { runDomainOnLane } from "../../support/in-process";

// Bank transfer and USSD: a longer hold than a card's 15 minutes, under a cap; the reconciler asks
// the gateway on a schedule, so a payment nobody told us about still lands, and a late one on a
// sold-out event is refunded. Time is moved by calling the sweeps with a later `now`.
let expireHolds: typeof import("@/lib/domain/orders/expire-holds").expireHolds;
let reconcilePayments: typeof import("@/lib/domain/orders/reconcile-payments").reconcilePayments;

beforeAll(async () => {
  runDomainOnLane();
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
  ({ reconcilePayments } = await import("@/lib/domain/orders/reconcile-payments"));
});

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

const checkout = (orderId: string, channel?: string) =>
  api(`/api/v1/payment/${orderId}`, { method: "POST", ...(channel ? { json: { channel } } : {}) });

/** The gateway took (or is taking) the money, with no word to our server: no webhook, no return. */
async function gatewaySays(reference: string, status: string, channel: string) {
  await (
    await database()
  )
    .collection("testtransactions")
    .updateOne({ reference }, { $set: { status, channel, ...(status === "success" ? { paidAt: new Date() } : {}) } });
}

async function eventState(eventId: string) {
  const event = await (await database()).collection("events").findOne({ _id: new mongoose.Types.ObjectId(eventId) });
  return { seatsTaken: event?.seatsTaken as number, ticketSold: event?.ticketSold as number, longHeldSeats: (event?.longHeldSeats as number) ?? 0 };
}

async function heldOrder(buyerToken: string, eventId: string, tickets: number) {
  const response = await purchase(buyerToken, eventId, tickets);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data[0] as { _id: string; reference: string };
}

describe("a transfer's hold outlives the card's 15 minutes", () => {
  it("gives the seats of a sold-out event to the transfer that lands at minute 20, not to the next buyer", async () => {
    const { eventId } = await eventFor({ ticketPrice: "5000", ticketQuantity: "2", ticketPurchaseLimit: "2" });
    const [payer, next] = await manyBuyers(2);
    const order = await heldOrder(payer!.token, eventId, 2);

    const opened = await checkout(order._id, "bank_transfer");
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({ longHold: true, channels: ["bank_transfer", "card", "ussd", "bank"], payLaterUrl: `/pay/${order._id}` });
    const heldFor = new Date(opened.body.data.heldUntil).getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(44 * MINUTE);
    expect(heldFor).toBeLessThanOrEqual(45 * MINUTE);

    // Minute 16: a card hold would have ended; this one has not, so the next buyer finds no seats.
    await expireHolds(later(16));
    expect(await orderStatus(order._id)).toBe("pending");
    expect((await purchase(next!.token, eventId, 1)).status).toBe(409);

    // Minute 20: the transfer lands; the schedule finds it without any webhook.
    await gatewaySays(order.reference, "success", "bank_transfer");
    expect(await reconcilePayments(later(20))).toMatchObject({ settled: 1 });
    expect(await storedOrder(order._id)).toMatchObject({ status: "paid", channel: "bank_transfer", payBy: "bank_transfer", longHold: "released" });
    expect(await ticketsOfOrder(order._id)).toHaveLength(2);
    expect(await eventState(eventId)).toEqual({ seatsTaken: 2, ticketSold: 2, longHeldSeats: 0 });
  });

  it("frees an abandoned transfer's seats at its long hold's end, and no earlier", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "10", ticketPurchaseLimit: "4" });
    const [buyer] = await manyBuyers(1);
    const order = await heldOrder(buyer!.token, eventId, 3);
    expect((await checkout(order._id, "bank_transfer")).body.data.longHold).toBe(true);
    await gatewaySays(order.reference, "ongoing", "bank_transfer");

    await expireHolds(later(44));
    expect(await orderStatus(order._id)).toBe("pending");
    expect(await eventState(eventId)).toMatchObject({ seatsTaken: 3, longHeldSeats: 3 });

    await expireHolds(later(46));
    expect(await storedOrder(order._id)).toMatchObject({ status: "expired", longHold: "released" });
    expect(await eventState(eventId)).toEqual({ seatsTaken: 0, ticketSold: 0, longHeldSeats: 0 });
  });

  it("gives USSD 30 minutes and a card the ordinary 15", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "10", ticketPurchaseLimit: "4" });
    const [ussd, card] = await manyBuyers(2);
    const ussdHold = (await checkout((await heldOrder(ussd!.token, eventId, 1))._id, "ussd")).body.data;
    const cardHold = (await checkout((await heldOrder(card!.token, eventId, 1))._id, "card")).body.data;
    expect(ussdHold.longHold).toBe(true);
    expect(new Date(ussdHold.heldUntil).getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(cardHold.longHold).toBe(false);
    expect(new Date(cardHold.heldUntil).getTime() - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
  });
});

describe("long holds are capped so abandoned transfers cannot freeze a sell-out", () => {
  it("allows one long hold per buyer per event, and at most half the unsold seats in long holds", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "10", ticketPurchaseLimit: "5" });
    const [first, second, third] = await manyBuyers(3);

    expect((await checkout((await heldOrder(first!.token, eventId, 4))._id, "bank_transfer")).body.data.longHold).toBe(true);
    // The same buyer's second order: the ordinary hold, still payable by transfer within it.
    const again = (await checkout((await heldOrder(first!.token, eventId, 1))._id, "bank_transfer")).body.data;
    expect(again.longHold).toBe(false);
    expect(new Date(again.heldUntil).getTime() - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    // 4 held long + 2 would pass half of the 10 unsold seats.
    expect((await checkout((await heldOrder(second!.token, eventId, 2))._id, "bank_transfer")).body.data.longHold).toBe(false);
    expect((await checkout((await heldOrder(third!.token, eventId, 1))._id, "bank_transfer")).body.data.longHold).toBe(true);
    expect((await eventState(eventId)).longHeldSeats).toBe(5);
  });

  it("refuses a channel the organiser does not take, with the ones it does", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    await (
      await database()
    )
      .collection("events")
      .updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { paymentChannels: ["card", "bank_transfer"] } });
    const [buyer] = await manyBuyers(1);
    const order = await heldOrder(buyer!.token, eventId, 1);
    const refused = await checkout(order._id, "ussd");
    expect(refused.status).toBe(422);
    expect(refused.body.errors.channel[0]).toContain("bank_transfer, card");
    expect((await checkout(order._id, "nonsense")).status).toBe(422);
    const opened = await checkout(order._id);
    expect(opened.body.data.channels).toEqual(["bank_transfer", "card"]);
  });
});

describe("pending payments are reconciled on a schedule, not only at the hold's end", () => {
  it("completes a paid order whose webhook never came, at the first check a minute after checkout", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1500", ticketQuantity: "5" });
    const [buyer] = await manyBuyers(1);
    const order = await heldOrder(buyer!.token, eventId, 2);
    expect((await checkout(order._id, "card")).status).toBe(200);
    await gatewaySays(order.reference, "success", "card");

    expect(await reconcilePayments(new Date())).toMatchObject({ settled: 0 }); // not due yet
    expect(await orderStatus(order._id)).toBe("pending");
    expect(await reconcilePayments(later(1.1))).toMatchObject({ settled: 1 });
    expect(await storedOrder(order._id)).toMatchObject({ status: "paid", channel: "card" });
    expect((await storedOrder(order._id))?.reconcile).toBeUndefined();
    expect(await ticketsOfOrder(order._id)).toHaveLength(2);
  });

  it("gives the long hold when the gateway reports a transfer on its way, though the buyer never said so", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1500", ticketQuantity: "5" });
    const [buyer] = await manyBuyers(1);
    const order = await heldOrder(buyer!.token, eventId, 1);
    expect((await checkout(order._id)).body.data.longHold).toBe(false);
    await gatewaySays(order.reference, "ongoing", "bank_transfer");

    const checkedAt = later(1.1);
    expect(await reconcilePayments(checkedAt)).toMatchObject({ extended: 1 });
    const stored = await storedOrder(order._id);
    expect(stored).toMatchObject({ status: "pending", longHold: "held" });
    expect((stored?.expiresAt as Date).getTime()).toBeGreaterThanOrEqual(checkedAt.getTime() + 45 * MINUTE - 1_000);
    // The next check backs off (2 minutes after the first).
    expect((stored?.checkAt as Date).getTime()).toBe(checkedAt.getTime() + 2 * MINUTE);
  });

  it("refunds a transfer that lands after its long hold on a sold-out event, and marks it for the organiser", async () => {
    const { eventId } = await eventFor({ ticketPrice: "3000", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    const [late, next] = await manyBuyers(2);
    const order = await heldOrder(late!.token, eventId, 1);
    expect((await checkout(order._id, "bank_transfer")).body.data.longHold).toBe(true);
    await expireHolds(later(46));
    expect(await orderStatus(order._id)).toBe("expired");
    const sold = await heldOrder(next!.token, eventId, 1);
    expect((await checkout(sold._id, "card")).status).toBe(200);

    await gatewaySays(order.reference, "success", "bank_transfer");
    expect(await reconcilePayments(later(47))).toMatchObject({ settled: 1 });
    expect(await storedOrder(order._id)).toMatchObject({ status: "refund_due", lateRefund: true, channel: "bank_transfer" });
    expect(await eventState(eventId)).toMatchObject({ seatsTaken: 1, ticketSold: 0 });
  });
});

describe("a rush where 30 % pay by transfer", () => {
  it("oversells nothing, and every seat is sold, held or back on sale", async () => {
    const SEATS = 20;
    const { eventId } = await eventFor({ ticketPrice: "2500", ticketQuantity: String(SEATS), ticketPurchaseLimit: "1" });
    const buyers = await manyBuyers(50);
    const first = await Promise.all(buyers.map((buyer) => purchase(buyer.token, eventId, 1)));
    const held = first.flatMap((response, index) => (response.status === 201 ? [{ index, order: response.body.data[0] }] : []));
    expect(held).toHaveLength(SEATS);

    // 30 % choose transfer; half of each kind pay, the rest walk away.
    const plans = held.map(({ index, order }, position) => ({
      index,
      order,
      channel: position % 10 < 3 ? "bank_transfer" : "card",
      pays: position % 2 === 0,
    }));
    const opened = await Promise.all(plans.map((plan) => checkout(plan.order._id, plan.channel)));
    expect(opened.every((response) => response.status === 200)).toBe(true);
    await Promise.all(
      plans.filter((plan) => plan.pays && plan.channel === "card").map((plan) => gatewaySays(plan.order.reference, "success", "card")),
    );

    // Minute 16: card payments settle, abandoned cards free their seats, transfers keep theirs.
    await Promise.all([reconcilePayments(later(16)), expireHolds(later(16)), expireHolds(later(16))]);
    const cardsAbandoned = plans.filter((plan) => !plan.pays && plan.channel === "card").length;
    const waiting = buyers.filter((_, index) => !held.some((entry) => entry.index === index));
    const second = await Promise.all(waiting.map((buyer) => purchase(buyer.token, eventId, 1)));
    expect(second.filter((response) => response.status === 201)).toHaveLength(cardsAbandoned);

    // Minute 20: the paying transfers land, twice over (the schedule and a second instance).
    await Promise.all(
      plans
        .filter((plan) => plan.pays && plan.channel === "bank_transfer")
        .map((plan) => gatewaySays(plan.order.reference, "success", "bank_transfer")),
    );
    await Promise.all([reconcilePayments(later(20)), reconcilePayments(later(20))]);
    await Promise.all([expireHolds(later(46)), expireHolds(later(46))]);

    const paid = plans.filter((plan) => plan.pays).length;
    const db = await database();
    const tickets = await db.collection("tickets").countDocuments({ event: new mongoose.Types.ObjectId(eventId) });
    const pending = await db.collection("orders").countDocuments({ event: new mongoose.Types.ObjectId(eventId), status: "pending" });
    const state = await eventState(eventId);
    expect(state.ticketSold).toBe(paid);
    expect(tickets).toBe(paid);
    expect(state.seatsTaken).toBe(paid + pending);
    expect(state.seatsTaken).toBeLessThanOrEqual(SEATS);
    expect(state.longHeldSeats).toBe(0);
  }, 120_000);
});
