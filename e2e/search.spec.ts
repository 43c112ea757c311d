import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { verifiedAccount } from "./fixtures/accounts";
import { lagosDay, publishedEventId } from "./fixtures/events";
import { expect, test } from "./fixtures/test";

/** "Afro-Jazz Night", published through the API by a new organiser (creating events is tested elsewhere). */
async function publishAfroJazzNight(request: APIRequestContext, baseURL: string) {
  const account = await verifiedAccount(request, baseURL, "jazz-organiser");
  const login = await request.post("/api/v1/login/user/", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  return publishedEventId(request, token, {
    eventTitle: "Afro-Jazz Night",
    eventDescription: "Afro-jazz standards and new work by the lagoon, with a late set.",
    // Its own place, so this run's event is told apart from any other of the same name.
    eventLocation: `Pier ${randomUUID().slice(0, 6)}, Lekki, Lagos`,
    eventAgenda: "19:00 Doors",
    eventRule: "No outside drinks.",
    startDate: lagosDay(9),
    startTime: "19:00",
    endDate: lagosDay(9),
    ticketPrice: "4000",
    ticketQuantity: "60",
    totalTableNumber: "0",
    totalSeatNumber: "0",
  });
}

test('a visitor types "afro jazz" in the search box and finds "Afro-Jazz Night"', async ({ page, request, baseURL, isMobile }) => {
  const eventId = await publishAfroJazzNight(request, baseURL ?? "");

  await page.goto("/");
  if (isMobile) await page.getByText("Menu", { exact: true }).click();
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search events" }).filter({ visible: true });
  await box.fill("afro jazz");
  await box.press("Enter");
  await page.waitForURL(/\/search\?q=afro\+jazz$/);

  await expect(page.getByRole("heading", { level: 1, name: 'Search results for "afro jazz"' })).toBeVisible();
  const card = page.locator(`a[href="/event-details/${eventId}"]`);
  await expect(card).toHaveText("Afro-Jazz Night");
  // The card says when (Lagos time) and how much.
  const cardItem = page.getByRole("listitem").filter({ has: card });
  await expect(cardItem).toContainText(/Date: .*2026|Date: .*2027/);
  await expect(cardItem).toContainText("7:00 pm");
  await expect(cardItem).toContainText("₦4,000");
  await expect(page.getByRole("link", { name: "Afrobeats Under the Stars" })).toHaveCount(0);

  // The words in another order, from the page's own search box, find it too.
  const refine = page.getByRole("search", { name: "Search for events" }).getByRole("searchbox");
  await refine.fill("JAZZ afro");
  await page.getByRole("button", { name: "Find events" }).click();
  await page.waitForURL(/\/search\?q=JAZZ\+afro$/);
  await expect(page.locator(`a[href="/event-details/${eventId}"]`)).toHaveText("Afro-Jazz Night");
});

test("a search that finds nothing offers the categories and all events", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent("zzyzx quarrel")}`);
  await expect(page.getByText("No events found matching your criteria")).toBeVisible();
  const next = page.getByRole("navigation", { name: "Browse by category" });
  await expect(next).toBeVisible();

  const categories = (await (await page.request.get("/api/v1/categories")).json()).data as { categoryName: string; slug: string }[];
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) {
    await expect(next.getByRole("link", { name: category.categoryName, exact: true })).toHaveAttribute(
      "href",
      `/explore-category?category=${encodeURIComponent(category.slug)}`,
    );
  }
  await next.getByRole("link", { name: categories[0]?.categoryName ?? "", exact: true }).click();
  await page.waitForURL(/\/explore-category\?category=/);

  await page.goBack();
  await page.getByRole("link", { name: "All events", exact: true }).click();
  await page.waitForURL(/\/event-categories$/);
  await expect(page.getByRole("link", { name: "All Events" })).toBeVisible();
});
