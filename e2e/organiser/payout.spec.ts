import { logInThroughForm } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

test("an organiser requests a payout and sees it pending in the history", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fpayout-details");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Payout details" })).toBeVisible({ timeout: 10_000 });

  await page.getByLabel("Bank account name").fill("Adaeze Okafor");
  await page.getByLabel("Bank account number").fill("0123456789");
  await page.getByLabel("Bank name").selectOption("Zenith Bank");
  await page.getByRole("button", { name: "Request For payment" }).click();

  const dialog = page.getByRole("dialog", { name: "Request For payment" });
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Amount").fill("1000");
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("dialog", { name: "Congratulations payment requested successfully!!!" })).toBeVisible();
  const history = page.getByRole("table", { name: "Payout history" });
  await expect(history.getByRole("row").filter({ hasText: "#1,000" }).first()).toContainText(/pending/i, { timeout: 10_000 });
});
