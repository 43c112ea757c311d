import { createHmac } from "node:crypto";
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { linksIn, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { textOf } from "../../support/page-text";
import { eventFor, payThroughTestGateway, purchase, storedOrder } from "../../support/purchases";
import { testStack } from "../../support/stack";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

const ORGANISER_NAME = "Eko Live Events";
const EVENT_TITLE = "Lagoon Highlife Night";

/** An event whose buyers pay the fees on top (set on the record: the organiser's switch is another screen's). */
async function passedFeesEvent(ticketPrice: string) {
  const { organiser, eventId } = await eventFor({ eventTitle: EVENT_TITLE, ticketPrice, eventLocation: "Muri Okunola Park, Lagos" });
  const db = await database();
  await db.collection("events").updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { feeMode: "pass" } });
  await db.collection("users").updateOne({ _id: new mongoose.Types.ObjectId(organiser.userId) }, { $set: { fullname: ORGANISER_NAME } });
  return { organiser, eventId };
}

/** Buys, says how it will be paid, pays on the TEST MODE checkout and comes back: a paid order. */
async function paidBy(eventId: string, quantity: number, channel: "card" | "ussd" | "bank_transfer") {
  const buyer = await verifiedUser();
  const order = (await purchase(buyer.token, eventId, quantity, { email: buyer.email, fullName: "Kemi Adebayo" })).body.data[0];
  const since = new Date();
  const reference = await payThroughTestGateway(order._id, "pay", channel);
  expect((await api(`/api/v1/verify?reference=${reference}`)).body.data.status).toBe("Successful");
  return { buyer, orderId: order._id as string, reference, since };
}

/** The key of an order's no-login pages, made as the server makes it (tests share its AUTH_SECRET). */
const linkKey = (orderId: string) => createHmac("sha256", TEST_AUTH_SECRET).update(`order-tickets\n${orderId}`).digest("base64url");

const receiptPage = (orderId: string, key = linkKey(orderId)) => fetch(`${baseUrl()}/orders/${orderId}/receipt?k=${key}`, { redirect: "manual" });

const naira = (kobo: number) => {
  const digits = kobo % 100 === 0 ? 0 : 2;
  return `₦${(kobo / 100).toLocaleString("en-NG", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
};

describe("GET /orders/{publicOrderId}/receipt", () => {
  it("shows a paid order's items, the fees the buyer paid, the total, channel, paid at in Lagos time, organiser and event", async () => {
    const { eventId } = await passedFeesEvent("10000");
    // USSD only, so the TEST MODE checkout's Pay lands as a USSD payment at once.
    await (await database()).collection("events").updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { paymentChannels: ["ussd"] } });
    const { orderId, reference } = await paidBy(eventId, 2, "ussd");
    const stored = await storedOrder(orderId);

    const response = await receiptPage(orderId);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const text = textOf(html);
    expect(text).toContain(`Order number ${orderId.slice(0, 8).toUpperCase()}`);
    expect(text).toContain(`Full order ID ${orderId}`);
    expect(text).toContain("2 × Regular at ₦10,000 ₦20,000");
    expect(text).toContain(`Booking fee ${naira(stored?.platformFeeKobo as number)}`);
    expect(stored?.platformFeeKobo).toBe(1_000_00);
    expect(text).toContain(`Payment processing ${naira(stored?.gatewayFeeKobo as number)}`);
    expect(text).toContain(`Total paid ${naira(stored?.amountKobo as number)}`);
    expect(stored?.amountKobo).toBeGreaterThan(21_000_00);
    expect(text).toContain("Paid with USSD");
    expect(text).toContain(`Paid at ${formatLagosMoment(stored?.paidAt as Date)} (Lagos time)`);
    expect(text).toContain(`Organiser ${ORGANISER_NAME}`);
    expect(text).toContain(EVENT_TITLE);
    expect(text).toContain("Muri Okunola Park, Lagos");
    expect(text).toContain(`Payment reference ${reference}`);
    expect(text).toContain("Print receipt");
  });

  it("names the channel the gateway reported over the one the buyer chose, and lists no fees the organiser absorbed", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000" });
    const { orderId } = await paidBy(eventId, 1, "bank_transfer");
    await (await database()).collection("orders").updateOne({ publicId: orderId }, { $set: { channel: "card" } });

    const text = textOf(await (await receiptPage(orderId)).text());
    expect(text).toContain("Paid with Card");
    expect(text).toContain("Total paid ₦4,000");
    expect(text).not.toContain("Booking fee");
    expect(text).toContain("No fees were added: the organiser pays them.");
  });

  it("opens only with the key of the order's ticket link: the order's id alone shows nothing", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000" });
    const { orderId } = await paidBy(eventId, 1, "card");
    expect((await receiptPage(orderId)).status).toBe(200);
    for (const key of ["", "wrong-key", linkKey("0123456789abcdef0123456789abcdef")]) {
      const response = await receiptPage(orderId, key);
      expect(response.status, key).toBe(404);
      expect(textOf(await response.text())).not.toContain("Total paid");
    }
  });

  it("is a 404 for an order not paid, an id never given out, and one that is not an order id", async () => {
    const { eventId } = await eventFor({ ticketPrice: "4000" });
    const buyer = await verifiedUser();
    const pending = (await purchase(buyer.token, eventId, 1)).body.data[0]._id as string;

    for (const id of [pending, "0123456789abcdef0123456789abcdef", "not-an-order", String((await storedOrder(pending))?._id)]) {
      const response = await receiptPage(id);
      expect(response.status, id).toBe(404);
      const text = textOf(await response.text());
      expect(text).toContain("No receipt here");
      expect(text).not.toContain("Total paid");
    }
  });
});

describe("the tickets e-mail's receipt", () => {
  it("lists items, fees, total, channel, paid at (Lagos time) and organiser, and links to the receipt page", async () => {
    const { eventId } = await passedFeesEvent("5000");
    const { buyer, orderId, since } = await paidBy(eventId, 3, "card");
    const stored = await storedOrder(orderId);
    const mail = await waitForMail(testStack().inboxDir, { to: buyer.email.toLowerCase(), subject: "Your tickets", since });

    expect(mail.text).toContain(`Receipt · Order ${orderId.slice(0, 8).toUpperCase()}`);
    expect(mail.text).toContain("3 × Regular at ₦5,000: ₦15,000");
    expect(mail.text).toContain(`Booking fee: ${naira(stored?.platformFeeKobo as number)}`);
    expect(mail.text).toContain(`Payment processing: ${naira(stored?.gatewayFeeKobo as number)}`);
    expect(mail.text).toContain(`Total paid: ${naira(stored?.amountKobo as number)}`);
    expect(mail.text).toContain("Paid with: Card");
    expect(mail.text).toContain(`Paid at: ${formatLagosMoment(stored?.paidAt as Date)} (Lagos time)`);
    expect(mail.text).toContain(`Organiser: ${ORGANISER_NAME}`);
    // Fees paid on top are not refunded, and the e-mail says so.
    expect(mail.text).toContain("the booking and payment processing fees are not refunded");

    const receiptLink = linksIn(mail).find((link: string) => link.startsWith(`${baseUrl()}/orders/${orderId}/receipt?k=${linkKey(orderId)}`));
    expect(receiptLink).toBeDefined();
    expect((await fetch(receiptLink as string)).status).toBe(200);

    // The tickets page the e-mail opens links to the receipt.
    const ticketsLink = linksIn(mail).find((link: string) => link.includes(`/orders/${orderId}?k=`));
    const ticketsPage = await (await fetch(ticketsLink as string)).text();
    expect(ticketsPage).toContain(`href="/orders/${orderId}/receipt?k=${linkKey(orderId)}"`);
  });
});
