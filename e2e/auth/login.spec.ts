import { expect, test } from "../fixtures/test";
import { uniqueEmail, verifiedAccount } from "../fixtures/accounts";

test("a wrong password says so and keeps the visitor on the form; the right one opens the chooser after the toast", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedAccount(request, baseURL as string, "login");
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(account.email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
  await page.waitForURL("**/checkin-as", { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Welcome, Ngozi Okeke" })).toBeVisible();
});

test("the form shows its own messages before sending anything", async ({ page }) => {
  await page.goto("/login");
  const sent: string[] = [];
  page.on("request", (sentRequest) => {
    if (sentRequest.method() === "POST") sent.push(sentRequest.url());
  });
  await page.getByRole("textbox", { name: "Email" }).fill("ngozi@example");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  expect(sent).toEqual([]);
});

test("an account not verified yet is told so and can ask for a new link", async ({ page, request }) => {
  const email = uniqueEmail("unverified");
  const password = "Sunshine-2026";
  const registration = await request.post("/api/v1/register/user", {
    data: { fullname: "Chidi Obi", email, phoneNo: "8021234567", password, confirmPassword: password },
  });
  expect(registration.status()).toBe(201);

  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Your email address is not verified yet.")).toBeVisible();
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("If that account is waiting for verification, a new link is on its way.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
