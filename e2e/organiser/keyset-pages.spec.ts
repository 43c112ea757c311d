import type { Page } from "@playwright/test";
import { logInThroughForm } from "../fixtures/accounts";
import { DEMO_ORGANISER, bearer } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

/**
 * The organiser's long lists page by key (docs/big-show-paging.md): First, Previous, Next and Last
 * links carry a cursor, and each page shows other rows; Previous brings the earlier rows back.
 */

/** The rows of a dashboard table, as shown. */
const rowsOf = (page: Page, table: string) => page.locator(`#${table}-region tbody tr`).allInnerTexts();

test("the check-in list and the sales page forwards, backwards and to the end by key", async ({ page, request }) => {
  test.setTimeout(90_000);
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const auth = { authorization: `Bearer ${organiser.token}` };
  const events: { _id: string; organizer: string }[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  let eventId: string | undefined;
  for (const event of events.filter((candidate) => candidate.organizer === organiser.userId)) {
    const listed = await (await request.get(`/api/v1/attendees/${event._id}?limit=1`, { headers: auth })).json();
    if (listed.meta.total > 120) {
      eventId = event._id;
      break;
    }
  }
  if (!eventId) throw new Error("No demo event has more than 120 attendees");

  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/check-in/${eventId}`)}`);
  await logInThroughForm(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await expect(page.getByRole("heading", { name: "Attendees List" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Showing 1–50 of [\d,]+ (attendees|tickets)/)).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const firstPage = await rowsOf(page, "attendees");

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(page.getByText(/^Showing 50 of [\d,]+ (attendees|tickets).*, from .+ to .+/)).toBeVisible();
  const secondPage = await rowsOf(page, "attendees");
  expect(secondPage).toHaveLength(50);
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect.poll(() => rowsOf(page, "attendees")).toEqual(firstPage);

  await pager.getByRole("link", { name: "Last" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pager.getByRole("link", { name: "First" })).toBeVisible();
  expect((await rowsOf(page, "attendees")).length > 0).toBe(true);

  // The sales of the same event, 20 a page, newest first.
  await page.goto(`/dashboard/ticket-sales?eventId=${eventId}`);
  const salesPager = page.getByRole("navigation", { name: "Pagination" });
  const newest = await rowsOf(page, "ticket-sales");
  await salesPager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect.poll(() => rowsOf(page, "ticket-sales")).not.toEqual(newest);
  await salesPager.getByRole("link", { name: "Previous" }).click();
  await expect.poll(() => rowsOf(page, "ticket-sales")).toEqual(newest);
});
