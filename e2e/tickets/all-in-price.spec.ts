import { createHmac } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { TEST_AUTH_SECRET } from "../../bench/lib/test-secret.mjs";
import { expect, test } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { bearer } from "../fixtures/organiser-api";

// A ₦2,750 ticket with the fees passed on (lib/domain/fees/fee-rules.ts): 5 % booking fee ₦137.50,
// Paystack's 1.5 % + ₦100 on the whole ₦145.50, ₦3,033 in all.
const ALL_IN = "₦3,033";
const FEES = "incl. ₦283 fees";

// The TEST MODE gateway's key, derived from the test server's AUTH_SECRET as lib/domain/payments/paystack-client.ts does.
const testGatewayKey = () => `sk_test_${createHmac("sha256", TEST_AUTH_SECRET).update("scheditix-test-gateway").digest("hex")}`;

/** A word of letters no other event has, so that a search finds this run's event. */
const uniqueWord = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

/** A full-page picture of the screen at this project's width (412 px or desktop), and nothing running off its side. */
async function drawnWhole(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, style: "aside[aria-label='Payments test mode'] { display: none }" });
  await testInfo.attach(name, { path, contentType: "image/png" });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(1);
}

/** The breakdown behind "incl. ₦283 fees", opened: each line and its amount. */
async function expectBreakdownOpens(page: Page, where: ReturnType<Page["locator"]>, ticketsLine: string) {
  const hint = where.getByText(FEES);
  await expect(where.getByText("Payment processing fee")).toBeHidden();
  await hint.click();
  const lines = where.locator("details[open] dl");
  await expect(lines.locator("div").filter({ hasText: ticketsLine })).toContainText("₦2,750");
  await expect(lines.locator("div").filter({ hasText: "Booking fee" })).toContainText("₦137.50");
  await expect(lines.locator("div").filter({ hasText: "Payment processing fee" })).toContainText("₦145.50");
  await expect(lines.locator("div").filter({ hasText: "Total" })).toContainText(ALL_IN);
}

test("an event whose buyers pay the fees shows one all-in price on its card, its page and the purchase form, and the checkout charges it", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const organiser = await verifiedAccount(request, baseURL as string, "fees-organiser");
  const { token } = await bearer(request, organiser.email, organiser.password);
  const word = uniqueWord();
  const title = `Highlife ${word} Evening`;
  const eventId = await publishedEventId(request, token, {
    eventTitle: title,
    ticketPrice: "2750",
    feeMode: "pass",
    paymentChannels: "card,bank_transfer,ussd",
  });

  // The card in the browse grid (search results).
  await page.goto(`/search?q=${word}`);
  const card = page.getByRole("listitem").filter({ has: page.locator(`a[href="/event-details/${eventId}"]`) });
  await expect(card).toContainText(`Price: ${ALL_IN}`);
  await expect(card).toContainText(FEES);
  await drawnWhole(page, testInfo, "search card");

  // The event's page: under the title, in its facts (with the breakdown) and in its ticket types.
  await page.goto(`/event-details/${eventId}`);
  await expect(page.getByRole("group", { name: "Date, place and price" })).toContainText(`${ALL_IN}Fees included`);
  const facts = page.getByRole("region", { name: "Event information" });
  await expect(facts).toContainText(ALL_IN);
  await expect(page.getByRole("region", { name: "Tickets" }).getByRole("listitem")).toContainText(ALL_IN);
  await expectBreakdownOpens(page, facts, "Ticket");
  await drawnWhole(page, testInfo, "event page, breakdown open");

  // The purchase form's total, its breakdown, and how the buyer will pay.
  const buyer = await verifiedAccount(request, baseURL as string, "fees-buyer");
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/purchase-details/${eventId}`)}`);
  await logInThroughForm(page, buyer.email, buyer.password);
  await expect(page.getByRole("heading", { name: "purchase ticket" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByLabel("Number of tickets")).toHaveValue("1");
  const total = page.locator("output");
  await expect(total).toHaveText(ALL_IN);
  await expectBreakdownOpens(page, page.locator("div").filter({ has: total }).last(), "Tickets");

  const payBy = page.getByRole("group", { name: "How will you pay?" });
  await expect(payBy.getByRole("radio")).toHaveCount(3);
  await expect(payBy.getByRole("radio").first()).toHaveAccessibleName("Bank transfer");
  await expect(payBy.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  await expect(payBy.getByRole("radio", { name: "Bank transfer" })).toHaveAccessibleDescription(
    "Seats held for up to 45 minutes while your transfer arrives",
  );
  await expect(payBy.getByRole("radio", { name: "USSD" })).toHaveAccessibleDescription("Seats held for up to 30 minutes while your bank confirms");
  await expect(payBy.getByRole("radio", { name: "Card" })).toHaveAccessibleDescription("Seats held for 15 minutes");
  await drawnWhole(page, testInfo, "purchase form, breakdown open");
  await payBy.getByRole("radio", { name: "Card" }).check();

  const checkout = page.waitForRequest((sent) => sent.method() === "POST" && /\/api\/v1\/payment\/[^/]+$/.test(sent.url()));
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  expect((await checkout).postDataJSON()).toEqual({ channel: "card" });

  // The order's checkout charges what the buyer was shown, to the kobo.
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await expect(
    page
      .locator("div")
      .filter({ has: page.getByText("Amount", { exact: true }) })
      .last(),
  ).toContainText(ALL_IN);
  const reference = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  const transaction = await request.get(`/api/test-gateway/transaction/verify/${encodeURIComponent(reference)}`, {
    headers: { authorization: `Bearer ${testGatewayKey()}` },
  });
  expect((await transaction.json()).data).toMatchObject({ amount: 303_300, currency: "NGN" });
  await drawnWhole(page, testInfo, "test checkout");
});

test("an organiser chooses who pays the fees and the channels in the event's Payments section, and sees them again", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const organiser = await verifiedAccount(request, baseURL as string, "payments-organiser");
  const { token } = await bearer(request, organiser.email, organiser.password);
  const eventId = await publishedEventId(request, token, { eventTitle: `Afrobeat ${uniqueWord()} Night` });

  // The builder explains both choices with the same ₦5,000 example, bank transfer first.
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fcreate-event");
  await logInThroughForm(page, organiser.email, organiser.password);
  const section = page.getByRole("region", { name: "Payments", exact: true });
  await expect(section).toBeVisible({ timeout: 10_000 });
  await expect(section.getByRole("radio", { name: "I absorb the fees" })).toBeChecked();
  await expect(section.getByRole("radio", { name: "I absorb the fees" })).toHaveAccessibleDescription(/the buyer pays ₦5,000, you receive ₦4,750\.$/);
  await expect(section.getByRole("radio", { name: "Buyers pay the fees" })).toHaveAccessibleDescription(
    /the buyer pays ₦5,431\.48, you receive ₦5,000\.$/,
  );
  await expect(section.getByRole("checkbox").first()).toHaveAccessibleName("Bank transfer");
  await expect(section.getByRole("checkbox", { name: "Bank transfer" })).toHaveAccessibleDescription(/Most Nigerian buyers pay by transfer/);
  for (const channel of ["Bank transfer", "Card", "USSD", "Bank account"])
    await expect(section.getByRole("checkbox", { name: channel })).toBeChecked();
  await drawnWhole(page, testInfo, "create event, payments");

  // Editing: no channel is refused in the form; buyers paying the fees and two channels are saved and shown again.
  await page.goto(`/dashboard/edit-event?id=${eventId}`);
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  for (const channel of ["Bank transfer", "Card", "USSD", "Bank account"]) await payments.getByRole("checkbox", { name: channel }).uncheck();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(payments.getByText("Choose at least one way buyers can pay")).toBeVisible();

  await payments.getByRole("radio", { name: "Buyers pay the fees" }).check();
  await payments.getByRole("checkbox", { name: "Bank transfer" }).check();
  await payments.getByRole("checkbox", { name: "Card" }).check();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();
  const saved = (await (await request.get(`/api/v1/event/${eventId}`)).json()).data;
  expect(saved).toMatchObject({ feeMode: "pass", paymentChannels: ["bank_transfer", "card"], ticketPrice: 5000, allInPrice: 5431.48 });

  await page.reload();
  await expect(payments.getByRole("radio", { name: "Buyers pay the fees" })).toBeChecked();
  await expect(payments.getByRole("checkbox", { name: "Bank transfer" })).toBeChecked();
  await expect(payments.getByRole("checkbox", { name: "Card" })).toBeChecked();
  await expect(payments.getByRole("checkbox", { name: "USSD" })).not.toBeChecked();
  await expect(payments.getByRole("checkbox", { name: "Bank account" })).not.toBeChecked();
  await drawnWhole(page, testInfo, "edit event, payments");
});
