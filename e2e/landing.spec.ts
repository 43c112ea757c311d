import { expect, test } from "./fixtures/test";

test.describe("landing page", () => {
  test("lists the seeded featured events and a card opens the event's page", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Featured Events" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.filter({ hasText: "₦" }).first()).toBeVisible();

    const firstCard = cards.first();
    const title = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(0);

    await firstCard.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/event-details\/[a-f0-9]{24}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Shows");
  });

  test("an unknown event shows the lost page with a way home", async ({ page }) => {
    const response = await page.goto("/event-details/0123456789abcdef01234567");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops!! looks like you are lost lets help you find your way home")).toBeVisible();
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a visitor searches from the header and finds events by category name", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) await page.getByText("Menu", { exact: true }).click();
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search events" }).filter({ visible: true });
  await box.fill("comedy");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=comedy/);
  await expect(page.getByRole("heading", { name: 'Search results for "comedy"' })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the header menu opens from its button and closes on Escape or a tap outside", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const categories = page.getByRole("banner").getByRole("link", { name: "Event Categories" });
    await expect(categories).toBeHidden();

    await menuButton.click();
    await expect(categories).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(categories).toBeHidden();

    await menuButton.click();
    await expect(categories).toBeVisible();
    await page.getByRole("heading", { level: 1 }).first().click();
    await expect(categories).toBeHidden();

    await menuButton.click();
    await categories.click();
    await expect(page).toHaveURL(/\/event-categories$/);
  });
});
