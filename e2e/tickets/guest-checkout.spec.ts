import { expect, test } from "../fixtures/test";
import { uniqueEmail } from "../fixtures/accounts";
import { paidEventOnSale } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

test("a visitor buys 2 tickets without an account: pays, sees where they went, opens them from the e-mailed link", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const event = await paidEventOnSale(request);
  const email = uniqueEmail("guest");

  await page.goto(`/event-details/${event._id}`);
  await page.getByRole("region", { name: "Tickets" }).getByRole("link", { name: "Buy ticket" }).click();
  await expect(page).toHaveURL(new RegExp(`/buy/${event._id}$`));
  await expect(page.getByRole("heading", { name: "Buy tickets" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Have an account? Log in" })).toBeVisible();

  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Number of tickets").fill("2");
  const since = new Date();
  await page.getByRole("button", { name: "Proceed to checkout" }).click();

  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`We have e-mailed your tickets to ${email.toLowerCase()}`)).toBeVisible();
  await page.getByRole("link", { name: "View your tickets" }).click();
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{32}\?k=/);
  await expect(page.getByRole("img", { name: /^QR code for check-in code [A-Z0-9]{8}$/ })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  // The e-mailed link opens the same tickets in a browser that never logged in.
  const mail = await mailTo(email.toLowerCase(), "Your tickets", since);
  const link = mail.text.match(/https?:\/\/\S+\/orders\/[a-f0-9]{32}\?k=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.context().clearCookies();
  await page.goto(link as string);
  await expect(page.getByRole("img", { name: /^QR code for check-in code [A-Z0-9]{8}$/ })).toHaveCount(2);
});

test("a guest is told what is wrong with the details, field by field", async ({ page, request }) => {
  const event = await paidEventOnSale(request);
  await page.goto(`/buy/${event._id}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill("ngozi@example.com");
  await page.getByLabel("Phone number").fill("12345");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page.getByText(/Enter a Nigerian phone number/)).toBeVisible();
});

test("after a declined payment, going back to the purchase keeps the tickets chosen", async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const event = await paidEventOnSale(request);
  await page.goto(`/buy/${event._id}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(uniqueEmail("decline"));
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Number of tickets").fill("2");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Decline" }).click());
  await expect(page.getByText("Payment failed, please try again")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "go back" }).click();
  await expect(page).toHaveURL(new RegExp(`/buy/${event._id}$`));
  await expect(page.getByLabel("Number of tickets")).toHaveValue("2");
});
