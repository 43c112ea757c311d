import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { signWebhook } from "../../support/buyers";
import { settleEvent } from "../../support/database";
import { api } from "../../support/http";
import { eventually, mailCount, paidOrder, payoutByReference, refund, refundsOf } from "../../support/money";
import { eventCounters, eventFor, orderStatus, purchase } from "../../support/purchases";
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

describe("one webhook route for every event type", () => {
  it("applies refund.processed replayed 10 times once (one e-mail), and a forged refund.failed changes nothing", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "2500" });
    const { buyer, orderId, reference } = await paidOrder(eventId, 1);
    expect((await refund(organiser.token, { orderId })).status).toBe(201);
    const [record] = await eventually(
      () => refundsOf(orderId),
      (refunds) => refunds[0]?.status === "processed",
    );
    expect(record?.providerId).toBeTruthy();

    const body = JSON.stringify({
      event: "refund.processed",
      data: { id: Number(record?.providerId), status: "processed", transaction_reference: reference, amount: "250000", currency: "NGN" },
    });
    const replays = await Promise.all(Array.from({ length: 10 }, () => webhook(body)));
    expect(replays.every((response) => response.status === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailCount(buyer.email, "Refund processed")).toBe(1);

    const forged = JSON.stringify({
      event: "refund.failed",
      data: { id: Number(record?.providerId), status: "failed", transaction_reference: reference },
    });
    expect((await webhook(forged, "b".repeat(128))).status).toBe(401);
    expect((await refundsOf(orderId))[0]?.status).toBe("processed");
    // A signed but late refund.failed cannot undo a processed refund either.
    expect((await webhook(forged)).status).toBe(200);
    expect((await refundsOf(orderId))[0]?.status).toBe("processed");
  });

  it("acknowledges an unknown event type without changing anything", async () => {
    const response = await webhook(JSON.stringify({ event: "subscription.create", data: { id: 1 } }));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Ignored");
  });

  it("applies transfer.success replayed 10 times once; transfer.reversed then returns the money once", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "10000" });
    await paidOrder(eventId, 1);
    await settleEvent(eventId);
    expect(
      (await api("/api/v1/payouts/account", { method: "PUT", token: organiser.token, json: { accountNumber: "0123456789", bankCode: "057" } }))
        .status,
    ).toBe(200);
    const payout = await api("/api/v1/payouts", { method: "POST", token: organiser.token, json: { eventId, amount: 5000 } });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);
    const reference = payout.body.data.reference as string;
    await eventually(
      () => payoutByReference(reference),
      (stored) => stored?.status === "paid",
    );

    const success = JSON.stringify({ event: "transfer.success", data: { reference, status: "success", amount: 500_000 } });
    const replays = await Promise.all(Array.from({ length: 10 }, () => webhook(success)));
    expect(replays.every((response) => response.status === 200)).toBe(true);
    expect((await payoutByReference(reference))?.status).toBe("paid");

    const reversed = JSON.stringify({ event: "transfer.reversed", data: { reference, status: "reversed" } });
    await Promise.all(Array.from({ length: 5 }, () => webhook(reversed)));
    expect((await payoutByReference(reference))?.status).toBe("reversed");
    // ₦10,000 of sales, ₦500 fee, nothing paid out any more: ₦9,500 available again.
    const tooMuch = await api("/api/v1/payouts", { method: "POST", token: organiser.token, json: { eventId, amount: 9_501 } });
    expect(tooMuch.body.message).toMatch(/at most ₦9,500/);
  });
});

describe("failed transfers", () => {
  it("returns a failed transfer's amount to the balance", async () => {
    const { organiser, eventId } = await eventFor({ ticketPrice: "10000" });
    await paidOrder(eventId, 1);
    await settleEvent(eventId);
    const saved = await api("/api/v1/payouts/account", {
      method: "PUT",
      token: organiser.token,
      json: { accountNumber: "0111111111", bankCode: "058" },
    });
    expect(saved.body.data.accountName).toBe("Tunde Failing-Transfer");
    const payout = await api("/api/v1/payouts", { method: "POST", token: organiser.token, json: { eventId, amount: 9_500 } });
    expect(payout.status).toBe(201);
    expect((await api("/api/v1/payouts", { method: "POST", token: organiser.token, json: { eventId, amount: 1 } })).status).toBe(422);
    const since = new Date(Date.now() - 5_000);
    const failed = await eventually(
      () => payoutByReference(payout.body.data.reference),
      (stored) => stored?.status === "failed",
    );
    expect(failed?.status).toBe("failed");
    // The organiser sees why, on the payout and by e-mail.
    expect(failed?.note).toMatch(/^The bank did not accept the transfer\. Reason given: "Account is not able to receive funds"\. The amount is back/);
    const history = await api("/api/v1/payouts", { token: organiser.token });
    expect(JSON.stringify(history.body)).toContain("The bank did not accept the transfer");
    const mail = await waitForMail(testStack().inboxDir, { to: organiser.email.toLowerCase(), subject: "Your payout could not be paid", since });
    expect(mail.text).toContain("₦9,500");
    await api("/api/v1/payouts/account", { method: "PUT", token: organiser.token, json: { accountNumber: "0123456789", bankCode: "058" } });
    expect((await api("/api/v1/payouts", { method: "POST", token: organiser.token, json: { eventId, amount: 9_500 } })).status).toBe(201);
  });

  it("lets no other organiser pay out an event that is not theirs", async () => {
    const { eventId } = await eventFor({ ticketPrice: "1000" });
    const other = await verifiedUser();
    await api("/api/v1/payouts/account", { method: "PUT", token: other.token, json: { accountNumber: "0123456789", bankCode: "058" } });
    expect((await api("/api/v1/payouts", { method: "POST", token: other.token, json: { eventId, amount: 1 } })).status).toBe(403);
  });
});

describe("late payments", () => {
  it("refunds automatically a payment that lands after its hold ended and the seats were sold", async () => {
    const { eventId } = await eventFor({ ticketPrice: "2000", ticketQuantity: "1", ticketPurchaseLimit: "1" });
    const late = await verifiedUser();
    const order = (await purchase(late.token, eventId, 1, { email: late.email })).body.data[0];
    const checkout = await api(`/api/v1/payment/${order._id}`, { method: "POST" });
    expect(checkout.status).toBe(200);
    expect(await expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    await paidOrder(eventId, 1); // someone else takes the only seat

    const since = new Date();
    const pressed = await fetch(`${testStack().baseUrl}/api/test-gateway/checkout/${order.reference}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "pay" }),
      redirect: "manual",
    });
    expect(pressed.status).toBe(303);
    const verify = await api(`/api/v1/verify?reference=${order.reference}`);
    expect(verify.body.data.status).toBe("Failed");
    expect((await eventCounters(eventId)).seatsTaken).toBe(1);
    const [record] = await eventually(
      () => refundsOf(order._id),
      (refunds) => refunds[0]?.status === "processed",
    );
    expect(record).toMatchObject({ kind: "late_payment", amountKobo: 200_000, status: "processed" });
    expect(await orderStatus(order._id)).toBe("refunded");
    await waitForMail(testStack().inboxDir, { to: late.email, subject: "Refund of ₦2,000 for your", since });
  });
});
