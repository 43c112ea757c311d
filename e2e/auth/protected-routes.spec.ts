import { expect, test } from "../fixtures/test";
import { logInThroughForm } from "../fixtures/accounts";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

test("a logged-out visit to /dashboard/overview goes to login and comes back after it", async ({ page }) => {
  await page.goto("/dashboard/overview");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Foverview$/);
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await page.waitForURL("**/dashboard/overview", { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("logging out ends the session: Back shows the login page, not private data", async ({ page }) => {
  await page.goto("/login");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await page.waitForURL("**/checkin-as");
  await page.goto("/dashboard/logout");
  await page.getByRole("button", { name: "Yes" }).click();
  await page.waitForURL("**/login");
  await page.goBack();
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});

test("the role chooser needs a session", async ({ page }) => {
  await page.goto("/checkin-as");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fcheckin-as$/);
});
