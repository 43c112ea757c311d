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
