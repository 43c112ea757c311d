import { expect, test } from "./fixtures/test";

const freshEmail = () => `reader.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

// The box is a plain form: it works the same whether or not the visitor's browser runs scripts.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter box, scripts ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a visitor subscribes from the home page and is thanked", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Subscribe to our newsletter" });
      await section.getByLabel("Email address").fill(freshEmail());
      await section.getByRole("button", { name: "Subscribe" }).click();

      await expect(page).toHaveURL(/\/newsletter\?status=subscribed$/);
      await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
    });

    test("an address the server refuses comes back marked, ready to correct", async ({ page }) => {
      await page.goto("/event-categories");
      const section = page.getByRole("region", { name: "Subscribe to our newsletter" });
      // The browser's own check lets this through; the server's needs a domain with a dot.
      await section.getByLabel("Email address").fill("ada@example");
      await section.getByRole("button", { name: "Subscribe" }).click();

      await expect(page).toHaveURL(/\/newsletter\?status=invalid$/);
      const box = page.getByRole("textbox", { name: "Email address" });
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAccessibleDescription("Enter a valid email address");
      await box.fill(freshEmail());
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
    });
  });
}
