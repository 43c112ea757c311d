import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { lagosDay, publishedEventId } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { clientHeaders, expect, test } from "../fixtures/test";

async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post("/api/v1/login/user/", { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/** A new organiser with one paid event (₦5,000 a ticket), made through the API: creating events is tested elsewhere. */
async function organiserWithEvent(request: APIRequestContext, baseURL: string) {
  const account = await verifiedAccount(request, baseURL, "canceller");
  const token = await bearer(request, account.email, account.password);
  const eventTitle = `Refund Night ${randomUUID().slice(0, 6)}`;
  const eventId = await publishedEventId(request, token, {
    eventTitle,
    eventAgenda: "18:00 Doors",
    eventRule: "No outside drinks.",
    startDate: lagosDay(12),
    endDate: lagosDay(12),
    ticketQuantity: "80",
    totalTableNumber: "10",
    totalSeatNumber: "80",
    parkingAccess: "yes",
  });
  return { ...account, eventId, eventTitle };
}

/** An attendee who paid for 2 tickets through the TEST MODE checkout. */
async function attendeeWithTwoTickets(request: APIRequestContext, baseURL: string, eventId: string) {
  const account = await verifiedAccount(request, baseURL, "refundee");
  const token = await bearer(request, account.email, account.password);
  const order = await request.post(`/api/v1/create/ticket/${eventId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName: "Chioma Eze", email: account.email, numberOfTicket: 2, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = (await order.json()).data[0]._id as string;
  const checkout = await request.post(`/api/v1/payment/${orderId}`);
  const reference = (await checkout.json()).data.reference as string;
  const pressed = await request.post(`/api/test-gateway/checkout/${reference}`, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  const verified = await request.get(`/api/v1/verify?reference=${reference}`);
  expect((await verified.json()).data.status).toBe("Successful");
  return account;
}

async function logIn(browser: Browser, path: string, email: string, password: string): Promise<Page> {
  // A second person in the same device profile as the project (desktop or Pixel 7).
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    extraHTTPHeaders: clientHeaders(),
  });
  const page = await context.newPage();
  await page.goto(`/login?callbackUrl=${encodeURIComponent(path)}`);
  await logInThroughForm(page, email, password);
  return page;
}

test("an organiser refunds one ticket, then cancels the event; the attendee sees Refunded and Cancelled and gets the e-mails", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const organiser = await organiserWithEvent(request, baseURL as string);
  const attendee = await attendeeWithTwoTickets(request, baseURL as string, organiser.eventId);
  const since = new Date();

  // The organiser refunds one of the two tickets, with a reason.
  const desk = await logIn(browser, `/dashboard/ticket-sales?eventId=${organiser.eventId}`, organiser.email, organiser.password);
  await expect(desk.getByRole("heading", { level: 1, name: "Ticket sales" })).toBeVisible({ timeout: 10_000 });
  await desk.getByRole("button", { name: "Refund Chioma Eze" }).click();
  const dialog = desk.getByRole("dialog", { name: "Refund tickets" });
  // Nothing is ticked at first; each ticket shows its type and the price paid for it.
  await expect(dialog.getByText("The buyer gets ₦0 back")).toBeVisible();
  await dialog.getByRole("checkbox", { name: /^Ticket 1 .*· Regular · ₦5,000$/ }).check();
  await dialog.getByLabel("Reason").fill("Bought one ticket too many");
  await expect(dialog.getByText("The buyer gets ₦5,000 back")).toBeVisible();
  await dialog.getByRole("button", { name: "Refund 1 ticket" }).click();
  await expect(dialog).toBeHidden();
  const refunds = desk.getByRole("table", { name: "Refunds" });
  const refundRow = refunds.getByRole("row").filter({ hasText: "Bought one ticket too many" });
  // TEST MODE sends refund.processed by signed webhook a moment later; the table re-reads itself.
  await expect(refundRow).toContainText("Refunded", { timeout: 30_000 });
  await expect(refundRow).toContainText("₦5,000");

  const refundMail = await mailTo(attendee.email, `Refund for your ${organiser.eventTitle} tickets`, since);
  expect(refundMail.text).toContain("Bought one ticket too many");

  // Then cancels the event, with a message and a confirmation step.
  await desk.goto(`/dashboard/manage-event-details?id=${organiser.eventId}`);
  await desk.getByRole("button", { name: "Cancel event" }).click();
  const confirm = desk.getByRole("dialog", { name: "Cancel this event?" });
  // What goes back is said before confirming: the one ticket left of the order.
  await expect(confirm.getByText("1 paid order (1 ticket) will be refunded: ₦5,000 in total.")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, cancel the event" }).click();
  await expect(confirm.getByText("Tell your ticket holders why (at least 3 characters)")).toBeVisible();
  await confirm.getByLabel("Message to ticket holders").fill("The venue flooded. We are so sorry.");
  await confirm.getByRole("button", { name: "Yes, cancel the event" }).click();
  await expect(desk.getByText("This event is cancelled. Sales have stopped and paid orders are refunded.")).toBeVisible({ timeout: 15_000 });
  await expect(desk.getByRole("button", { name: "Cancel event" })).toHaveCount(0);

  const cancelMail = await mailTo(attendee.email, `Cancelled: ${organiser.eventTitle}`, since);
  expect(cancelMail.text).toContain("The venue flooded. We are so sorry.");

  // The attendee sees both tickets refunded and the event cancelled.
  const phone = await logIn(browser, "/dashboard/ticket-purchased", attendee.email, attendee.password);
  const ticket = phone.getByRole("article").filter({ hasText: organiser.eventTitle });
  await expect(ticket).toHaveCount(2, { timeout: 10_000 });
  for (const card of await ticket.all()) {
    await expect(card).toContainText("Refunded");
    await expect(card).toContainText("Cancelled");
    await expect(card.getByRole("img", { name: /^QR code/ })).toHaveCount(0);
  }
  await phone.goto("/dashboard/upcoming-events");
  const cancelled = phone.getByRole("region", { name: "Cancelled events" });
  await expect(cancelled.getByRole("link", { name: organiser.eventTitle })).toBeVisible();

  // The public page says so and nobody can buy.
  await phone.goto(`/event-details/${organiser.eventId}`);
  await expect(phone.getByRole("note")).toContainText("Cancelled");
  await expect(phone.getByRole("note")).toContainText("The venue flooded. We are so sorry.");
  await expect(phone.getByRole("link", { name: "Buy ticket" })).toHaveCount(0);
  await phone.goto(`/dashboard/purchase-details/${organiser.eventId}`);
  await expect(phone.getByText("This event has been cancelled — tickets are no longer sold")).toBeVisible();
});

test("another organiser cannot see, refund or cancel what is not theirs", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const owner = await organiserWithEvent(request, baseURL as string);
  const other = await verifiedAccount(request, baseURL as string, "nosy");
  const otherToken = await bearer(request, other.email, other.password);

  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/manage-event-details?id=${owner.eventId}`)}`);
  await logInThroughForm(page, other.email, other.password);
  await expect(page.getByRole("alert").filter({ hasText: "organiser" })).toHaveText(
    "Only the event's organiser and its co-organisers can manage or edit this event.",
    {
      timeout: 10_000,
    },
  );
  await expect(page).toHaveURL(/\/dashboard\/not-allowed\?need=edit$/);
  await expect(page.getByRole("button", { name: "Cancel event" })).toHaveCount(0);

  await page.goto(`/dashboard/ticket-sales?eventId=${owner.eventId}`);
  await expect(page).toHaveURL(/\/dashboard\/not-allowed\?need=sales$/);
  await expect(page.getByRole("table")).toHaveCount(0);

  const cancel = await request.post(`/api/v1/events/${owner.eventId}/cancel`, {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { message: "Not my event to cancel" },
  });
  expect([403, 404]).toContain(cancel.status());
  const refunds = await request.get(`/api/v1/events/${owner.eventId}/refunds`, { headers: { authorization: `Bearer ${otherToken}` } });
  expect([403, 404]).toContain(refunds.status());

  await page.goto(`/event-details/${owner.eventId}`);
  await expect(page.getByRole("link", { name: "Buy ticket" })).toBeVisible();
});
