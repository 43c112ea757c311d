import { verifiedAccount } from "../fixtures/accounts";
import { clientHeaders, expect, test } from "../fixtures/test";

// A slow phone, or a page whose scripts never load: the form must still post, never GET.
test.describe("the login form before JavaScript runs", () => {
  test("posts the password (never into the URL) and signs in", async ({ browser, request, baseURL }) => {
    const account = await verifiedAccount(request, baseURL as string, "nojs");
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: clientHeaders() });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (sent) => requested.push(sent.url()));

    await page.goto("/login?callbackUrl=%2Fdashboard%2Fprofile");
    await page.getByRole("textbox", { name: "Email" }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(account.email);

    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    expect(requested.length).toBeGreaterThan(2);
    for (const url of requested) {
      expect(url).not.toContain("password");
      expect(url).not.toContain("Wrong-password-1");
      expect(url).not.toContain(encodeURIComponent(account.password));
    }
    await context.close();
  });
});
