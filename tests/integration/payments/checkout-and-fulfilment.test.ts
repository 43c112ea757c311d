import { beforeAll, describe, expect, it } from "vitest";
import mongoose from "mongoose";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { signWebhook } from "../../support/buyers";
import { api, baseUrl } from "../../support/http";
import { eventCounters, eventFor, orderStatus, payThroughTestGateway, purchase, ticketsOfOrder } from "../../support/purchases";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

let expireHolds: (now?: Date) => Promise<number>;

beforeAll(async () => {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ expireHolds } = await import("@/lib/domain/orders/expire-holds"));
});

const webhook = (body: string, signature = signWebhook(body)) =>
  api("/api/v1/webhooks/paystack", { method: "POST", headers: { "content-type": "application/json", "x-paystack-signature": signature }, body });

const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({ event: "charge.success", data: { status: "success", reference, amount, currency: "NGN" } });

describe("checkout and verification", () => {
  it("buys 2 paid tickets: checkout → Pay → verify says Successful, tickets and e-mail with QR codes follow", async () => {
    const { eventId } = await eventFor({ ticketPrice: "5000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2, { email: buyer.email })).body.data[0];
    const since = new Date();
    const reference = await payThroughTestGateway(order._id);

    const verify = await api(`/api/v1/verify?reference=${reference}`);
    expect(verify.status).toBe(200);
    expect(verify.body.data).toMatchObject({ status: "Successful", orderId: order._id, eventId });

    const tickets = await ticketsOfOrder(order._id);
    expect(tickets).toHaveLength(2);
    expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 2, ticketSold: 2, revenue: 10_000 });
    const mail = await waitForMail(testStack().inboxDir, { to: buyer.email, subject: "Your tickets", since });
    for (const ticket of tickets) expect(mail.text).toContain(`Check-in code: ${ticket.checkInCode}`);
    // The QR codes travel as inline images (the capture decodes cid: links into data: URLs).
    expect(mail.html).toMatch(/<img src="(cid:ticket-|data:image\/png;base64,)/);
  });

  it("answers 'Failed' after Decline but keeps the order pending with its seats, so Pay still works", async () => {
    const { eventId } = await eventFor({ ticketPrice: "5000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 2)).body.data[0];
    const reference = await payThroughTestGateway(order._id, "decline");
    const verify = await api(`/api/v1/verify?reference=${reference}`);
    expect(verify.body.data).toMatchObject({ status: "Failed", message: expect.stringMatching(/declined/) });
    expect(await orderStatus(order._id)).toBe("pending");
    expect((await eventCounters(eventId)).seatsTaken).toBe(2);
    expect(await ticketsOfOrder(order._id)).toHaveLength(0);

    expect(await payThroughTestGateway(order._id, "pay")).toBe(reference);
    const paid = await api(`/api/v1/verify?reference=${reference}`);
    expect(paid.body.data).toMatchObject({ status: "Successful" });
    expect(await ticketsOfOrder(order._id)).toHaveLength(2);
  });

  it("fulfils once when the webhook is replayed 10 times and races the verify call", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 3)).body.data[0];
    const reference = await payThroughTestGateway(order._id);
    const body = chargeSuccess(reference, 600_000);
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(body)),
      ...Array.from({ length: 3 }, () => api(`/api/v1/verify?reference=${reference}`)),
    ]);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await ticketsOfOrder(order._id)).toHaveLength(3);
    expect(await eventCounters(eventId)).toMatchObject({ seatsTaken: 3, ticketSold: 3, revenue: 6_000 });
  });

  it("refuses a forged signature (401) and changes nothing", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const forged = await webhook(chargeSuccess(order.reference, 200_000), "a".repeat(128));
    expect(forged.status).toBe(401);
    const unsigned = await api("/api/v1/webhooks/paystack", { method: "POST", body: chargeSuccess(order.reference, 200_000) });
    expect(unsigned.status).toBe(401);
    expect(await orderStatus(order._id)).toBe("pending");
    expect(await ticketsOfOrder(order._id)).toHaveLength(0);
  });

  it("refuses a payment whose amount does not match the order (tampering)", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const response = await webhook(chargeSuccess(order.reference, 100));
    expect(response.body.data.status).toBe("Failed");
    expect(await orderStatus(order._id)).toBe("refund_due");
    expect(await ticketsOfOrder(order._id)).toHaveLength(0);
    expect((await eventCounters(eventId)).seatsTaken).toBe(0);
  });

  it("releases an expired hold so the seat sells again; a late payment for it is refunded, not oversold", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    const first = await verifiedUser();
    const second = await verifiedUser();
    const held = (await purchase(first.token, eventId, 1, { email: first.email })).body.data[0];
    expect((await purchase(second.token, eventId, 1)).status).toBe(409);

    expect(await expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(held._id)).toBe("expired");
    expect((await api(`/api/v1/payment/${held._id}`, { method: "POST" })).status).toBe(409);
    const resold = await purchase(second.token, eventId, 1);
    expect(resold.status).toBe(201);

    const since = new Date();
    const late = await webhook(chargeSuccess(held.reference, 200_000));
    expect(late.body.data.status).toBe("Failed");
    expect(await orderStatus(held._id)).toBe("refund_due");
    expect((await eventCounters(eventId)).seatsTaken).toBe(1);
    await waitForMail(testStack().inboxDir, { to: first.email, subject: "Refund", since });
  });

  it("answers 404 for an unknown reference and 422 for a malformed one", async () => {
    expect((await api("/api/v1/verify?reference=SCX-T-UNKNOWN-000000")).status).toBe(404);
    expect((await api("/api/v1/verify?reference=bad%20ref!")).status).toBe(422);
    expect((await api("/api/v1/verify")).status).toBe(422);
  });

  it("serves the TEST MODE checkout page for a pending transaction", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000" });
    const buyer = await verifiedUser();
    const order = (await purchase(buyer.token, eventId, 1)).body.data[0];
    const checkout = await api(`/api/v1/payment/${order._id}`, { method: "POST" });
    const page = await (await fetch(checkout.body.data.checkout_url)).text();
    expect(page).toMatch(/Test mode — no real money moves/i);
    expect(checkout.body.data.checkout_url.startsWith(baseUrl())).toBe(true);
  });
});

describe("plan upgrades", () => {
  it("changes the plan only after the payment is verified, for a year", async () => {
    const { token, userId } = await verifiedUser();
    const checkout = await api("/api/v1/plans/pro/checkout", { method: "POST", token });
    expect(checkout.status).toBe(200);
    expect((await api("/api/v1/me", { token })).body.data.plan).toBe("basic");

    const reference = await payThroughTestGateway(checkout.body.data.orderId);
    const verify = await api(`/api/v1/verify?reference=${reference}`);
    expect(verify.body.data).toMatchObject({ status: "Successful", eventId: null });
    const me = await api("/api/v1/me", { token });
    expect(me.body.data.plan).toBe("pro");
    expect(userId).toBeDefined();
  });

  it("adds one year per payment however often it is verified at once", async () => {
    const { token, userId } = await verifiedUser();
    const checkout = await api("/api/v1/plans/premium/checkout", { method: "POST", token });
    const reference = await payThroughTestGateway(checkout.body.data.orderId);
    const replays = await Promise.all(Array.from({ length: 8 }, () => api(`/api/v1/verify?reference=${reference}`)));
    for (const replay of replays) expect(replay.body.data.status).toBe("Successful");
    expect((await api("/api/v1/me", { token })).body.data.plan).toBe("premium");
    const user = await (await database()).collection("users").findOne({ _id: new mongoose.Types.ObjectId(userId) });
    const yearsAhead = ((user?.planExpiresAt as Date).getTime() - Date.now()) / (365 * 24 * 60 * 60 * 1000);
    expect(yearsAhead).toBeGreaterThan(0.99);
    expect(yearsAhead).toBeLessThan(1.01);
  });

  it("refuses an unknown plan and an anonymous caller", async () => {
    const { token } = await verifiedUser();
    expect((await api("/api/v1/plans/gold/checkout", { method: "POST", token })).status).toBe(400);
    expect((await api("/api/v1/plans/pro/checkout", { method: "POST" })).status).toBe(401);
  });
});
