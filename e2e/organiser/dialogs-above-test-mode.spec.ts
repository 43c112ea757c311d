import type { Locator, Page } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { DEMO_ORGANISER, bearer, eventsOnSaleOf } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

/**
 * The TEST MODE strip is fixed at the foot of every page (two lines tall on a 412 px phone). A
 * dialog sits above it: each of its buttons is what a tap at its centre reaches, and the strip
 * itself is under the dialog's backdrop.
 */
async function expectAboveTheStrip(page: Page, dialog: Locator) {
  const strip = page.getByRole("complementary", { name: "Payments test mode" });
  await expect(strip).toBeVisible();
  // The strip lets taps through (pointer-events: none), which would hide it from elementFromPoint: it
  // is made hittable while measuring, so what is found at a point is what is drawn on top there.
  await strip.evaluate((element: HTMLElement) => (element.style.pointerEvents = "auto"));

  const buttons = await dialog.getByRole("button").all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const top = document.elementFromPoint(x, y);
      return {
        name: element.textContent?.trim(),
        inView: x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight,
        reached: top !== null && (top === element || element.contains(top)),
        covering: top?.outerHTML.slice(0, 100),
      };
    });
    expect(hit.inView, `"${hit.name}" is off the screen`).toBe(true);
    expect(hit.reached, `"${hit.name}" is covered by ${hit.covering}`).toBe(true);
  }
  const stripOnTop = await strip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(stripOnTop, "the TEST MODE strip is drawn over the dialog's backdrop").toBe(false);
  await strip.evaluate((element: HTMLElement) => (element.style.pointerEvents = ""));
}

test("dialogs sit above the TEST MODE strip: refund, cancel event and delete account", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fticket-sales");
  await logInThroughForm(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await expect(page.getByRole("heading", { level: 1, name: "Ticket sales" })).toBeVisible({ timeout: 10_000 });

  // A refund lists the order's tickets: a tall dialog.
  await page
    .getByRole("table", { name: /^Ticket sales/ })
    .getByRole("button", { name: /^Refund / })
    .first()
    .click();
  const refund = page.getByRole("dialog", { name: "Refund tickets" });
  await expect(refund).toBeVisible();
  await expectAboveTheStrip(page, refund);
  await refund.getByRole("button", { name: "Close" }).click();
  await expect(refund).toBeHidden();

  // Cancelling an event, from the page of one still on sale.
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const [onSale] = await eventsOnSaleOf(request, organiser.userId, 1);
  if (!onSale) throw new Error("The demo organiser has no event on sale");
  await page.goto(`/dashboard/view-event?id=${onSale._id}`);
  await page.getByRole("button", { name: "Cancel event" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this event?" });
  await expect(cancel).toBeVisible();
  await expectAboveTheStrip(page, cancel);
  await cancel.getByRole("button", { name: "Close" }).click();
  await expect(cancel).toBeHidden();

  // Yes/No on deleting an account: a new account, which answers No.
  const account = await verifiedAccount(request, baseURL as string, "leaver");
  await page.context().clearCookies();
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fprofile");
  await logInThroughForm(page, account.email, account.password);
  await page.getByLabel("confirm your password").fill(account.password);
  await page.getByRole("button", { name: "delete account" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure you want to delete your account?" });
  await expect(confirm).toBeVisible();
  await expectAboveTheStrip(page, confirm);
  await confirm.getByRole("button", { name: "No" }).click();
  await expect(confirm).toBeHidden();
});
