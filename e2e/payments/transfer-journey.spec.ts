import { uniqueEmail } from "../fixtures/accounts";
import { paidEventOnSale } from "../fixtures/events";
import { mailTo } from "../fixtures/mailbox";
import { expect, test } from "../fixtures/test";

// The way most Nigerians pay: the buyer picks bank transfer, sends the money from the bank app, comes
// back before it lands, is told what is happening, and the page moves on to the tickets by itself.
test("a guest pays by bank transfer: a long hold, the waiting page, and the tickets once the money lands", async ({ page, request }) => {
  test.setTimeout(120_000);
  const event = await paidEventOnSale(request);
  const email = uniqueEmail("transfer");

  await page.goto(`/buy/${event._id}`);
  await page.getByLabel("Full name").fill("Adaora Nwosu");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Number of tickets").fill("2");
  const payBy = page.getByRole("group", { name: "How will you pay?" });
  await expect(payBy.getByRole("radio", { name: "Bank transfer" })).toBeChecked();
  const since = new Date();
  await page.getByRole("button", { name: "Proceed to checkout" }).click();

  // The TEST MODE checkout offers what the buyer chose: an account number and the exact amount.
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  const ways = page.getByRole("navigation", { name: "Pay with" });
  await ways.getByRole("button", { name: "Bank transfer" }).click();
  const transfer = page.getByRole("region", { name: "Pay by bank transfer" });
  await expect(transfer.getByText(/^\d{10}$/)).toBeVisible();
  await transfer.getByLabel("When the money arrives (test mode)").selectOption("10s");
  await transfer.getByRole("button", { name: "I've sent the money" }).click();
  await page.getByRole("link", { name: "Back to the shop" }).click();

  // Back on Scheditix before the bank confirms: told what is happening, not that it failed.
  await expect(page).toHaveURL(/\/pay\/[a-f0-9]{32}$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: /^Waiting for your transfer of ₦[\d,.]+$/ })).toBeVisible();
  await expect(page.getByText(/seats held until \d{2}:\d{2} \(Lagos time\)/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Save this link on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=.*%2Fpay%2F/);
  const payLater = await mailTo(email.toLowerCase(), "Seats held until", since);
  expect(payLater.text).toContain(page.url());

  // The money lands (10 s on the test gateway); the page moves on by itself.
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{32}\?k=/, { timeout: 60_000 });
  await expect(page.getByRole("img", { name: /^QR code for check-in code [A-Z0-9]{8}$/ })).toHaveCount(2);
});
