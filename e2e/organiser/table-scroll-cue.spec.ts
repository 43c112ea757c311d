import type { Locator } from "@playwright/test";
import { logInThroughForm } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

/** The box a dashboard table scrolls in: the region its caption names. */
const regionOf = (table: Locator) => table.locator("xpath=ancestor::*[@role='region'][1]");

test("every dashboard table shows all its columns: it fits, or scrolls inside its box with a visible cue", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Foverview");
  await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
  await page.waitForURL("**/dashboard/overview");
  const recent = page.getByRole("table", { name: "Recent events" }).getByRole("link").first();
  const eventId = new URL((await recent.getAttribute("href")) ?? "", page.url()).searchParams.get("id");
  const phone = (page.viewportSize()?.width ?? 1280) < 640;

  let tablesSeen = 0;
  for (const path of ["/dashboard/overview", "/dashboard/manage-event", "/dashboard/ticket-sales", "/dashboard/payout-details", `/dashboard/check-in/${eventId}`]) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    for (const table of await page.locator("main table").all()) {
      tablesSeen += 1;
      const region = regionOf(table);
      await expect(region, `${path}: a table outside a scroll region`).toHaveCount(1);
      const { overflows, shadow } = await region.evaluate((box) => ({
        overflows: box.scrollWidth > box.clientWidth + 1,
        shadow: getComputedStyle(box).backgroundImage.includes("radial-gradient"),
      }));
      expect(shadow, `${path}: the region has no edge shadow`).toBe(true);
      if (!overflows) continue;
      if (phone) await expect(region.locator("xpath=preceding-sibling::p[1]"), `${path}: no scroll hint`).toHaveText(/Scroll sideways/);
      // Scrolled to its end, the last column stands inside the box: nothing is clipped for good.
      await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      const last = table.locator("thead th").last();
      const [boxRect, lastRect] = await Promise.all([region.boundingBox(), last.boundingBox()]);
      expect(lastRect && boxRect && lastRect.x + lastRect.width <= boxRect.x + boxRect.width + 1, `${path}: the last column stays clipped`).toBe(true);
      await testInfo.attach(`${path.replaceAll("/", "_")}-scrolled.png`, { body: await region.screenshot(), contentType: "image/png" });
    }
  }
  expect(tablesSeen).toBeGreaterThanOrEqual(4);
});
