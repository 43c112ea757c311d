import { describe, expect, it } from "vitest";
import { waitForMail, linksIn } from "../../../bench/lib/smtp-capture.mjs";
import { uniqueEmail } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { textOf } from "../../support/page-text";
import { eventFor, payThroughTestGateway } from "../../support/purchases";
import { testStack } from "../../support/stack";

// The pay-later link: what a buyer whose transfer is on its way opens from the e-mail, and where
// the checkout's return sends a payment not yet confirmed. The order's public id is the capability.

async function guestOrder(email = uniqueEmail("transfer")) {
  const { eventId } = await eventFor({ ticketPrice: "4000", ticketQuantity: "20", ticketPurchaseLimit: "4" });
  const held = await api(`/api/v1/events/${eventId}/guest-tickets`, {
    method: "POST",
    json: { fullName: "Tolu Bello", email, phoneNo: "8031234567", numberOfTicket: 2 },
  });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  return { eventId, email: email.toLowerCase(), order: held.body.data[0] as { _id: string; reference: string } };
}

const progress = (orderId: string) => api(`/api/v1/orders/${orderId}/payment`);

describe("the pay-later link", () => {
  it("is e-mailed when a transfer's long hold begins, and shows what is owed and until when", async () => {
    const { email, order } = await guestOrder();
    const since = new Date();
    const opened = await api(`/api/v1/payment/${order._id}`, { method: "POST", json: { channel: "bank_transfer" } });
    expect(opened.body.data.longHold).toBe(true);
    const heldUntil = new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      new Date(opened.body.data.heldUntil),
    );

    const mail = await waitForMail(testStack().inboxDir, { to: email, subject: "Seats held until", since });
    expect(mail.text).toContain(`until ${heldUntil} (Lagos time)`);
    expect(mail.text).toContain("₦8,000");
    const link = linksIn(mail).find((url) => url.includes(`/pay/${order._id}`));
    expect(link).toBe(`${baseUrl()}/pay/${order._id}`);

    const page = await fetch(link as string);
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toContain("Waiting for your transfer of ₦8,000");
    expect(text).toContain(`seats held until ${heldUntil} (Lagos time)`);
    expect(text).toContain("Continue to payment");

    const status = await progress(order._id);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ state: "waiting", method: "bank_transfer", amountKobo: 800_000, heldUntil: opened.body.data.heldUntil });
    expect(status.body.data.ticketsUrl).toBeUndefined();
  });

  it("moves on to the tickets once paid, and answers their link to the poll", async () => {
    const { order } = await guestOrder();
    await payThroughTestGateway(order._id);
    await api(`/api/v1/verify?reference=${order.reference}`);
    const status = await progress(order._id);
    expect(status.body.data.state).toBe("paid");
    expect(status.body.data.ticketsUrl).toMatch(new RegExp(`^/orders/${order._id}\\?k=`));
    const page = await fetch(`${baseUrl()}/pay/${order._id}`, { redirect: "manual" });
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain(`/orders/${order._id}?k=`);
  });

  it("knows no order by a made-up or malformed id", async () => {
    expect((await progress("0123456789abcdef0123456789abcdef")).status).toBe(404);
    expect((await progress("not-an-id")).status).toBe(400);
    expect((await fetch(`${baseUrl()}/pay/0123456789abcdef0123456789abcdef`)).status).toBe(404);
  });
});
