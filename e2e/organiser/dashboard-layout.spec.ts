import { logInThroughForm } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

const PAGES = ["/dashboard/overview", "/dashboard/manage-event", "/dashboard/checkin", "/dashboard/ticket-sales", "/dashboard/payout-details"];

test("organiser pages never scroll the whole page sideways; wide tables scroll inside their own box", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Foverview");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await page.waitForURL("**/dashboard/overview");

  // The first of the Recent Events links to its details page.
  const recent = page.getByRole("table", { name: "Recent events" }).getByRole("link").first();
  const eventId = new URL((await recent.getAttribute("href")) ?? "", page.url()).searchParams.get("id");
  expect(eventId).toMatch(/^[a-f0-9]{24}$/);

  for (const path of [...PAGES, `/dashboard/check-in/${eventId}`, `/dashboard/view-event?id=${eventId}`]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
  }
});
