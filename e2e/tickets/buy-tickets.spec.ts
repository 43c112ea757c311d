import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { mailTo } from "../fixtures/mailbox";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

type EventSummary = {
  _id: string;
  eventTitle: string;
  ticketPrice: number;
  ticketPurchaseLimit: number;
  ticketsAvailable: number;
  ticketTypes: unknown[];
};

async function openEvent(request: APIRequestContext, free: boolean): Promise<EventSummary> {
  const events: EventSummary[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find(
    // One ticket type: the form keeps its single "Number of tickets" field (several types: ticket-types.spec).
    (candidate) =>
      (free ? candidate.ticketPrice === 0 : candidate.ticketPrice > 0) &&
      candidate.ticketPurchaseLimit >= 2 &&
      candidate.ticketsAvailable >= 10 &&
      candidate.ticketTypes.length === 1,
  );
  if (!event) throw new Error(`No ${free ? "free" : "paid"} event to buy from`);
  return event;
}

async function signIn(page: Page, request: APIRequestContext, baseURL: string, label: string) {
  const account = await verifiedAccount(request, baseURL, label);
  await page.goto("/login");
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL("**/checkin-as");
  return account;
}

async function fillPurchase(page: Page, email: string, tickets: string) {
  await expect(page.getByRole("heading", { name: "purchase ticket" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Ngozi Okeke");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Number of tickets").fill(tickets);
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
}

test("an attendee buys 2 paid tickets through the TEST MODE checkout and gets them with QR codes", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const account = await signIn(page, request, baseURL as string, "buyer");
  const event = await openEvent(request, false);

  await page.goto(`/event-details/${event._id}`);
  await page.getByRole("region", { name: "Tickets" }).getByRole("link", { name: "Buy ticket" }).click();
  const since = new Date();
  await fillPurchase(page, account.email, "2");

  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(page, async () => {
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByText("Please wait while we verify your payment")).toBeVisible();
  });
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 10_000 });

  await page.getByRole("link", { name: "View your tickets" }).click();
  await expect(page.getByRole("heading", { name: "Your tickets" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^QR code for check-in code [A-Z0-9]{8}$/ })).toHaveCount(2);

  await page.goto("/dashboard/ticket-purchased");
  await expect(page.getByRole("link", { name: new RegExp(`^Open ticket for ${event.eventTitle}`) })).toHaveCount(2);

  const mail = await mailTo(account.email, "Your tickets", since);
  expect(mail.text.match(/Check-in code: [A-Z0-9]{8}/g)).toHaveLength(2);
});

test("a declined payment shows the failure with the reason", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const account = await signIn(page, request, baseURL as string, "decline");
  const event = await openEvent(request, false);
  await page.goto(`/dashboard/purchase-details/${event._id}`);
  await fillPurchase(page, account.email, "1");
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Decline" }).click());
  await expect(page.getByText("Payment failed, please try again")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/declined/)).toBeVisible();
});

test("a free event issues tickets without any checkout", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const account = await signIn(page, request, baseURL as string, "free");
  const event = await openEvent(request, true);
  await page.goto(`/dashboard/purchase-details/${event._id}`);
  await fillPurchase(page, account.email, "2");
  await page.waitForURL(/\/ticket-details-after-purchase\?order=[a-f0-9]{32}$/, { timeout: 15_000 });
  await expect(page.getByRole("img", { name: /^QR code for check-in code/ })).toHaveCount(2);
});
