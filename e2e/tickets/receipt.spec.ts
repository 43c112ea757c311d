import { expect, test } from "../fixtures/test";
import { uniqueEmail } from "../fixtures/accounts";
import { paidEventOnSale } from "../fixtures/events";
import { payAndSkipTheResultDelay } from "../fixtures/payment-verify";

test("after paying, the buyer opens a printable receipt from their tickets", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const event = await paidEventOnSale(request, 1);

  await page.goto(`/buy/${event._id}`);
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Email").fill(uniqueEmail("receipt"));
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Number of tickets").fill("1");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page.getByText(/test mode — no real money moves/i)).toBeVisible({ timeout: 15_000 });
  await payAndSkipTheResultDelay(page, () => page.getByRole("button", { name: "Pay", exact: true }).click());
  await expect(page.getByText("Payment successfull")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "View your tickets" }).click();
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{32}\?k=/);

  await page.getByRole("link", { name: "View receipt" }).click();
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{32}\/receipt\?k=[\w-]+$/);
  const receipt = page.getByRole("article", { name: "Receipt" });
  await expect(receipt.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(receipt).toContainText(event.eventTitle);
  await expect(receipt.getByRole("row", { name: /^Total paid ₦/ })).toBeVisible();
  await expect(receipt).toContainText("(Lagos time)");
  await expect(receipt).not.toContainText("No payment");
  const orderId = new URL(page.url()).pathname.split("/")[2] as string;
  await expect(receipt).toContainText(orderId);
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();

  await testInfo.attach(`receipt-${testInfo.project.name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  // The printout is the receipt alone: the site's header and the button are hidden.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await expect(page.getByRole("banner").first()).toBeHidden();
  await expect(page.getByRole("contentinfo").first()).toBeHidden();
  await testInfo.attach(`receipt-print-${testInfo.project.name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
});
