import { expect, test } from "../fixtures/test";
import { uniqueEmail } from "../fixtures/accounts";
import { eventWithCode } from "../fixtures/coded-event";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

/**
 * After a declined payment the buyer is told until when the tickets are held (Lagos time), may let
 * them go at once, and going back finds the types, counts and code chosen before.
 */
test("after a declined payment the buyer can let the held tickets go, and going back keeps the types, counts and code", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { eventId, code } = await eventWithCode(request, baseURL as string, `Declined Card Night ${testInfo.project.name} ${Date.now() % 100000}`, [
    { name: "Regular", price: 20_000, quantity: 10 },
    { name: "VIP", price: 50_000, quantity: 5 },
  ]);
  await page.clock.install();
  await page.goto(`/buy/${eventId}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(uniqueEmail("declined"));
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Regular tickets", { exact: true }).fill("2");
  await page.getByLabel("VIP tickets", { exact: true }).fill("1");
  await page.getByLabel("Promo or access code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  // (2 × 20,000 + 50,000) less 20 %.
  await expect(page.locator("output")).toHaveText("₦72,000");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();

  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Decline" }).click());
  await expect(page.getByText("Payment failed, please try again")).toBeVisible({ timeout: 15_000 });
  const held = page.getByText(/Your tickets stay held until (\d{2}:\d{2}) \(Lagos time\)/);
  await expect(held).toBeVisible();
  const until = /until (\d{2}:\d{2})/.exec((await held.textContent()) ?? "")?.[1];
  await expect(page.getByText(`Let the tickets go now rather than at ${until}`)).toBeVisible();

  await page.getByRole("button", { name: "Let the tickets go" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The tickets were let go, so other buyers can have them." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Let the tickets go" })).toHaveCount(0);

  await page.getByRole("link", { name: "go back" }).click();
  await expect(page).toHaveURL(new RegExp(`/buy/${eventId}$`));
  await expect(page.getByLabel("Regular tickets", { exact: true })).toHaveValue("2");
  await expect(page.getByLabel("VIP tickets", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("Promo or access code")).toHaveValue(code);
  await expect(page.getByText(`${code} applied: you save ₦18,000`)).toBeVisible();
  await expect(page.locator("output")).toHaveText("₦72,000");
});
