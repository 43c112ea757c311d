import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { logInThroughForm, uniqueEmail, verifiedAccount } from "../fixtures/accounts";
import { checkoutAmount, eventWithCode, paidAmounts } from "../fixtures/coded-event";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

/**
 * A buyer who types a promo code and goes straight to checkout, never pressing Apply, pays the
 * discounted price: the code is applied on the way (or the buyer is stopped and told why).
 */

/** Types the code without pressing Apply, sees the list price, and proceeds. */
async function typeCodeAndProceed(page: Page, code: string) {
  await expect(page.locator("output")).toHaveText("₦20,000");
  await page.getByLabel("Promo or access code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
}

async function paysTheDiscountedPrice(page: Page) {
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await expect(checkoutAmount(page)).toHaveText("₦16,000");
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
}

test("a guest who typed a code but did not press Apply is charged the discounted price", async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const { eventId, code, auth } = await eventWithCode(
    request,
    baseURL as string,
    `Typed Code Guest Night ${testInfo.project.name} ${Date.now() % 100000}`,
  );
  await page.clock.install();
  await page.goto(`/buy/${eventId}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(uniqueEmail("typed-code"));
  await page.getByLabel("Phone number").fill("8031234567");
  await typeCodeAndProceed(page, code);
  await paysTheDiscountedPrice(page);
  expect(await paidAmounts(request, auth, eventId)).toEqual([16_000]);
});

test("a signed-in buyer who typed a code but did not press Apply is charged the discounted price", async ({ page, request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const { eventId, code, auth } = await eventWithCode(
    request,
    baseURL as string,
    `Typed Code Account Night ${testInfo.project.name} ${Date.now() % 100000}`,
  );
  const buyer = await verifiedAccount(request, baseURL as string, "typed-code-buyer");
  await page.clock.install();
  await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/purchase-details/${eventId}`)}`);
  await logInThroughForm(page, buyer.email, buyer.password);
  await expect(page.getByLabel("Full name")).not.toHaveValue("", { timeout: 10_000 });
  await typeCodeAndProceed(page, code);
  await paysTheDiscountedPrice(page);
  expect(await paidAmounts(request, auth, eventId)).toEqual([16_000]);
});

test("a typed code that does not exist stops the buyer with the reason, before any checkout", async ({ page, request, baseURL }, testInfo) => {
  const { eventId } = await eventWithCode(request, baseURL as string, `Typed Code Unknown Night ${testInfo.project.name} ${Date.now() % 100000}`);
  await page.goto(`/buy/${eventId}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(uniqueEmail("typed-code"));
  await page.getByLabel("Phone number").fill("8031234567");
  await typeCodeAndProceed(page, "NO-SUCH-CODE");
  const box = page.getByLabel("Promo or access code");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(/\w/);
  await expect(page).toHaveURL(new RegExp(`/buy/${eventId}$`));
  await expect(page.locator("output")).toHaveText("₦20,000");
});
