import type { Page } from "@playwright/test";
import { logInThroughForm } from "./fixtures/accounts";
import { DEMO_ORGANISER } from "./fixtures/organiser-api";
import { clientHeaders, expect, test } from "./fixtures/test";

/** The hero's buttons and the header's Sign In / Sign Up (behind the menu on a phone) are on screen. */
async function expectVisitorActions(page: Page, isMobile: boolean) {
  const hero = page.getByRole("region", { name: /Create, discover and book/ });
  await expect(hero.getByRole("link", { name: "Get started for free" })).toHaveAttribute("href", "/register");
  await expect(hero.getByRole("link", { name: "Get started for free" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Create an event" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Attend an event" })).toBeVisible();
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign In" }).filter({ visible: true })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Sign Up" }).filter({ visible: true })).toHaveAttribute("href", "/register");
}

test("without JavaScript the home page shows its buttons and Sign In / Sign Up, as the server sent them", async ({ browser, baseURL, isMobile }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: clientHeaders() });
  const page = await context.newPage();
  await page.goto("/");
  await expectVisitorActions(page, isMobile);
  await context.close();
});

test("while the session is still being asked for, a visitor sees the buttons, and Get started for free opens sign-up", async ({ page, isMobile }) => {
  // The session's answer never comes (a slow connection, stretched without end).
  await page.route("**/api/auth/session", () => undefined);
  const asked = page.waitForRequest("**/api/auth/session");
  await page.goto("/");
  await asked;
  await expectVisitorActions(page, isMobile);
  if (isMobile) await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Get started for free" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("once the session is known, a signed-in organiser sees their own buttons instead of the visitor's", async ({ page, isMobile }) => {
  await page.goto("/login");
  await logInThroughForm(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.goto("/");
  const hero = page.getByRole("region", { name: /Create, discover and book/ });
  await expect(hero.getByRole("link", { name: "Create an event" })).toHaveAttribute("href", "/dashboard/create-event");
  await expect(hero.getByRole("link", { name: "Get started for free" })).toHaveCount(0);
  if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "My Events" }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
