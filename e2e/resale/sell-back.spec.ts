import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { logInThroughForm, uniqueEmail, verifiedAccount } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { bearer } from "../fixtures/organiser-api";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";
import { clientHeaders, expect, test } from "../fixtures/test";

const SHOTS = process.env.RESALE_SHOTS_DIR;

/** Keeps a look at the screen (or one part of it) for review, when RESALE_SHOTS_DIR is set. */
async function shot(page: Page, name: string, part?: Locator) {
  const path = `${SHOTS}/${test.info().project.name}-${name}.png`;
  if (SHOTS) await (part ? part.screenshot({ path }) : page.screenshot({ path }));
}

/** A sold-out event of 2 seats at ₦5,000 that lets holders sell back with a 10 % fee, both seats bought by one holder. */
async function soldOutEventWithHolder(request: APIRequestContext, baseURL: string) {
  const organiser = await verifiedAccount(request, baseURL, "resale-organiser");
  const { token } = await bearer(request, organiser.email, organiser.password);
  const eventTitle = `Resale Night ${randomUUID().slice(0, 6)}`;
  const eventId = await publishedEventId(request, token, { eventTitle, ticketQuantity: "2", ticketPurchaseLimit: "2" });
  const policy = await request.put(`/api/v1/events/${eventId}/resale`, {
    headers: { authorization: `Bearer ${token}` },
    data: { allowed: true, feePercent: 10 },
  });
  expect(policy.status(), await policy.text()).toBe(200);

  const holderEmail = uniqueEmail("holder");
  const since = new Date();
  const order = await request.post(`/api/v1/guest/tickets/${eventId}`, {
    headers: clientHeaders(),
    data: { fullName: "Chioma Eze", email: holderEmail, phoneNo: "8031234567", numberOfTicket: 2, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = (await order.json()).data[0]._id as string;
  const checkout = await request.post(`/api/v1/payment/${orderId}`);
  const reference = (await checkout.json()).data.reference as string;
  const pressed = await request.post(`/api/test-gateway/checkout/${reference}`, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  expect((await (await request.get(`/api/v1/verify?reference=${reference}`)).json()).data.status).toBe("Successful");
  const mail = await mailTo(holderEmail.toLowerCase(), "Your tickets", since);
  const link = mail.text.match(/https?:\/\/\S+\/orders\/[a-f0-9]{32}\?k=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  return { organiser, eventId, eventTitle, ticketsPath: new URL(link as string).pathname + new URL(link as string).search };
}

test("a holder sells a ticket back on a sold-out event; another buyer buys it; the holder's page shows it sold and refunded", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { organiser, eventId, ticketsPath } = await soldOutEventWithHolder(request, baseURL as string);

  // The holder opens their tickets from the e-mailed link and sells one back, after reading the figure.
  await page.goto(ticketsPath);
  await expect(page.getByRole("button", { name: "Sell back" })).toHaveCount(2);
  await shot(page, "1-tickets", page.getByRole("article").first());
  await page.getByRole("button", { name: "Sell back" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("₦4,500");
  await expect(dialog).toContainText("₦500 resale fee");
  await shot(page, "2-confirm");
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Your ticket is on resale")).toBeVisible();
  await expect(page.getByText("On resale", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw from resale" })).toHaveCount(1);
  await shot(page, "3-listed", page.getByRole("article").first());

  // Another buyer finds the sold-out event on sale again and buys the returned seat through the TEST MODE checkout.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const buyerContext = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    extraHTTPHeaders: clientHeaders(),
  });
  const buyer = await buyerContext.newPage();
  await buyer.clock.install();
  const buyLink = buyer.getByRole("region", { name: "Tickets" }).getByRole("link", { name: "Buy ticket" });
  await expect(async () => {
    await buyer.goto(`/event-details/${eventId}`);
    await expect(buyLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await buyLink.click();
  await buyer.getByLabel("Full name").fill("Tunde Bakare");
  await buyer.getByLabel("Email").fill(uniqueEmail("rebuyer"));
  await buyer.getByLabel("Phone number").fill("8039876543");
  await buyer.getByLabel("Number of tickets").fill("1");
  await buyer.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(buyer.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(buyer, () => buyer.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(buyer.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
  await buyerContext.close();

  // The holder's page: that ticket sold, its money on its way back, the other still theirs to sell.
  await page.reload();
  await expect(page.getByText("Sold", { exact: true })).toBeVisible();
  await expect(page.getByText(/₦4,500 refunded to how you paid/)).toBeVisible();
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sell back" })).toHaveCount(1);
  await shot(page, "4-sold", page.getByRole("article").first());

  // The organiser's event page counts it.
  const desk = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, extraHTTPHeaders: clientHeaders() });
  const organiserPage = await desk.newPage();
  await organiserPage.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/manage-event-details?id=${eventId}`)}`);
  await logInThroughForm(organiserPage, organiser.email, organiser.password);
  const resale = organiserPage.getByRole("region", { name: "Resale at face value" });
  await expect(resale).toContainText("Sold1");
  await expect(resale).toContainText("Refunded₦4,500");
  await shot(organiserPage, "5-organiser", resale);
  // The organiser changes the fee through the form; the worked example follows before saving.
  await resale.getByLabel("Resale fee (% of the price paid)").fill("5");
  await expect(resale).toContainText("its holder gets ₦9,500 when it sells");
  await resale.getByRole("button", { name: "Save resale policy" }).click();
  await expect(organiserPage.getByText("Resale policy saved")).toBeVisible();
  await desk.close();
});
