import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures/test";
import { logInThroughForm, uniqueEmail, verifiedAccount } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { bearer, boughtTickets } from "../fixtures/organiser-api";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

test("a sold-out page takes a waitlist entry; a refund elsewhere sends an offer by e-mail, SMS and WhatsApp whose link buys the held seats", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // Test accounts share one phone number: this run's messages are told apart by their event's title.
  const eventTitle = `Waitlist Highlife Night ${randomUUID().slice(0, 6)}`;
  const organiserAccount = await verifiedAccount(request, baseURL as string, "organiser");
  const organiser = await bearer(request, organiserAccount.email, organiserAccount.password);
  const eventId = await publishedEventId(request, organiser.token, {
    eventTitle,
    ticketPrice: "5000",
    ticketQuantity: "2",
    ticketPurchaseLimit: "2",
  });
  // Another buyer takes every seat: the event is sold out.
  const sold = await boughtTickets(request, baseURL as string, { _id: eventId, ticketPrice: 5000 }, 2, "Tunde Bakare");

  // A visitor joins the waitlist from the sold-out page.
  const email = uniqueEmail("waiter");
  await page.goto(`/event-details/${eventId}`);
  const tickets = page.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("paragraph").filter({ hasText: /^Sold out$/ })).toBeVisible();
  const form = page.getByRole("form", { name: "Join the waitlist" });
  await form.getByLabel("How many tickets").fill("2");
  await form.getByLabel("Full name").fill("Amaka Eze");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Phone number").fill("8031234567");
  await form.screenshot({ path: testInfo.outputPath("waitlist-form.png") });
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You are number 1 on the waitlist")).toBeVisible();
  await page
    .getByRole("status")
    .filter({ hasText: "You are number 1" })
    .screenshot({ path: testInfo.outputPath("waitlist-joined.png") });
  await expect(page.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();

  // The organiser sees who waits, then refunds the other buyer's order: its seats come back.
  await page.goto("/login");
  await logInThroughForm(page, organiserAccount.email, organiserAccount.password);
  await page.goto(`/dashboard/waitlist/${eventId}`);
  await expect(page.getByRole("heading", { name: "Waitlist", exact: true })).toBeVisible();
  const waiting = page.getByRole("table", { name: "Waiting" });
  await expect(waiting.getByRole("rowheader", { name: "Amaka Eze" })).toBeVisible();
  await expect(waiting.getByText(/^wa•••@example\.com · \+234 •••• 4567$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("waitlist-organiser.png"), fullPage: true });

  const since = new Date();
  const refund = await request.post("/api/v1/refunds", {
    headers: { authorization: `Bearer ${organiser.token}` },
    data: { orderId: sold.orderId, reason: "Cannot attend" },
  });
  expect(refund.status(), await refund.text()).toBe(201);
  const mail = await mailTo(email.toLowerCase(), "Your waitlist offer", since);
  const link = mail.text.match(/https?:\/\/\S+\/pay\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  // The offer went out by SMS and WhatsApp too: the TEST MODE outboxes show it to the organiser it came from.
  await page.goto("/test-mode/outbox");
  const offers = page
    .getByRole("list", { name: "Messages, newest first" })
    .getByRole("listitem")
    .filter({ hasText: `${eventTitle}: 2 seats held for you` });
  await expect(async () => {
    await page.reload();
    await expect(offers.filter({ has: page.getByText("SMS", { exact: true }) })).toHaveCount(1, { timeout: 1_000 });
    await expect(offers.filter({ has: page.getByText("WhatsApp", { exact: true }) })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await page.goto(`/dashboard/waitlist/${eventId}`);
  await expect(page.getByRole("table", { name: "Offers out" }).getByRole("rowheader", { name: "Amaka Eze" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("waitlist-organiser-offer.png"), fullPage: true });

  // The link goes straight to paying for the held seats, in a browser that never signed in.
  await page.context().clearCookies();
  await page.clock.install();
  await page.goto(link as string);
  await expect(page.getByRole("heading", { name: "Seats held for you from the waitlist" })).toBeVisible();
  await expect(page.getByText(/2 tickets for/)).toBeVisible();
  await expect(page.getByRole("button", { name: "No thanks, pass the seats on" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("waitlist-offer-pay.png"), fullPage: true });
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
});
