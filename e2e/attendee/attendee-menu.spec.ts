import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { lagosDay, publishedEventId } from "../fixtures/events";

/** The dashboard's menu: the sidebar on a desktop, behind "Menu" on a phone. */
async function dashboardMenu(page: Page) {
  const menuButton = page.locator("summary").filter({ hasText: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  return page.getByRole("navigation", { name: "Dashboard" });
}

test("an attendee's menu offers tickets, favourites and browsing, not organiser screens; a Basic organiser at the limit is told before the form", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await verifiedAccount(request, baseURL as string, "attendee-menu");
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fupcoming-events");
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL("**/dashboard/upcoming-events", { timeout: 10_000 });

  let menu = await dashboardMenu(page);
  for (const name of ["Upcoming events", "Past events", "My tickets", "Favourites", "Settings", "Logout"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Browse events" })).toHaveAttribute("href", "/event-categories");
  for (const name of ["Overview", "Create event", "Manage event", "Ticket sales", "Payout details"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveCount(0);
  }

  // Choosing to organise shows the organiser's menu on the organiser's screens.
  await menu.getByRole("link", { name: "Organise an event" }).click();
  await page.waitForURL("**/dashboard/create-event");
  await expect(page.getByRole("heading", { name: "Create event - Add ticket" })).toBeVisible();
  await expect(page.getByRole("region", { name: /event limit/ })).toHaveCount(0);
  menu = await dashboardMenu(page);
  await expect(menu.getByRole("link", { name: "Payout details" })).toBeVisible();

  // With an event on the Basic plan, the limit is reached: the create page says so before the form.
  const login = await request.post("/api/v1/login/user/", { data: { email: account.email, password: account.password } });
  const token = (await login.json()).token as string;
  await publishedEventId(request, token, {
    eventTitle: "Ikoyi Book Swap",
    eventDescription: "Bring a book, take a book, and meet other Lagos readers over small chops.",
    eventLocation: "Ikoyi Club, Lagos",
    startDate: lagosDay(12),
    startTime: "15:00",
    endDate: lagosDay(12),
    endTime: "18:00",
    ticketPrice: "0",
    ticketQuantity: "40",
    ticketPurchaseLimit: "2",
  });

  await page.goto("/dashboard/create-event");
  const notice = page.getByRole("region", { name: "You have reached your Basic plan's event limit" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Your Basic plan allows 1 upcoming event at a time and you have 1");
  await expect(notice.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/#plans");
  // It stands above the form.
  const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
  expect(noticeTop).toBeLessThan((await page.getByLabel("Event title").boundingBox())?.y ?? 0);

  // Now an organiser: the menu keeps the organiser's screens on an attendee page too.
  await page.goto("/dashboard/ticket-purchased");
  menu = await dashboardMenu(page);
  await expect(menu.getByRole("link", { name: "Manage event" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "My tickets" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Organise an event" })).toHaveCount(0);
});
