import { expect, test } from "../fixtures/test";

test("every page says TEST MODE while payments go through the test gateway", async ({ page }) => {
  // A prerendered page and a server-rendered one.
  for (const path of ["/login", "/"]) {
    await page.goto(path);
    await expect(page.getByRole("complementary", { name: "Payments test mode" })).toContainText("TEST MODE");
  }
});
