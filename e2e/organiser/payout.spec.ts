import { logInThroughForm } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

test("an organiser saves the bank account the bank resolved and a payout becomes Paid after the transfer webhook", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fpayout-details");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Payout details" })).toBeVisible({ timeout: 10_000 });

  // The other browser project may already have saved an account on the shared test stack.
  const change = page.getByRole("button", { name: "Change bank account" });
  const accountNumber = page.getByLabel("Account number");
  await expect(change.or(accountNumber)).toBeVisible();
  if (await change.isVisible()) await change.click();

  await page.getByLabel("Bank", { exact: true }).selectOption({ label: "Zenith Bank" });
  await accountNumber.fill("0000000000");
  await page.getByRole("button", { name: "Check account" }).click();
  await expect(page.getByText("We could not find account 0000000000 at Zenith Bank. Check the number and the bank.")).toBeVisible();
  await expect(accountNumber).toHaveAttribute("aria-invalid", "true");

  await accountNumber.fill("0123456789");
  await page.getByRole("button", { name: "Check account" }).click();
  await expect(page.getByRole("status").getByText("Account name: Adaeze Okafor")).toBeVisible();
  await page.getByRole("button", { name: "Yes, save this account" }).click();
  await expect(page.getByText("Payouts go to Adaeze Okafor, Zenith Bank, account 0123456789.")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("Paid into Adaeze Okafor, Zenith Bank 0123456789")).toBeVisible();

  const amount = 1000 + Math.floor(Math.random() * 900);
  const shown = `₦${amount.toLocaleString("en-NG")}`;
  await page.getByRole("button", { name: "Request For payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Request For payment" });
  await expect(dialog.getByText(/Available balance: ₦[\d,]+/)).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount").fill(String(amount));
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("dialog", { name: "Payout requested" })).toBeVisible();
  const row = page.getByRole("table", { name: "Payout history" }).getByRole("row").filter({ hasText: shown });
  await expect(row).toHaveCount(1, { timeout: 10_000 });
  await expect(row).toContainText("Adaeze Okafor");
  // The TEST MODE gateway signs a transfer.success webhook a moment later; the history re-reads itself.
  await expect(row).toContainText("Paid", { timeout: 30_000 });
});

test("a payout to an account whose transfers fail shows Failed and returns the money to the balance", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fpayout-details");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Payout details" })).toBeVisible({ timeout: 10_000 });

  const change = page.getByRole("button", { name: "Change bank account" });
  const accountNumber = page.getByLabel("Account number");
  await expect(change.or(accountNumber)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await page.getByLabel("Bank", { exact: true }).selectOption({ label: "Access Bank" });
  await accountNumber.fill("0111111111");
  await page.getByRole("button", { name: "Check account" }).click();
  await page.getByRole("button", { name: "Yes, save this account" }).click();
  await expect(page.getByText("Paid into Tunde Failing-Transfer, Access Bank 0111111111")).toBeVisible({ timeout: 10_000 });

  const amount = 2000 + Math.floor(Math.random() * 900);
  await page.getByRole("button", { name: "Request For payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Request For payment" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount").fill(String(amount));
  await dialog.getByRole("button", { name: "Confirm" }).click();

  const row = page
    .getByRole("table", { name: "Payout history" })
    .getByRole("row")
    .filter({ hasText: `₦${amount.toLocaleString("en-NG")}` });
  await expect(row).toContainText("Failed", { timeout: 30_000 });
  await expect(row).toContainText("Returned to your balance");
});
