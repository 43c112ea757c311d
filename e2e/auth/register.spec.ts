import { expect, test } from "../fixtures/test";
import { logInThroughForm, signUpThroughForm, uniqueEmail } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";

const PASSWORD = "Sunshine-2026";

test("register → verification e-mail over SMTP → verify → log in → choose organise or attend", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("journey");
  const since = new Date();
  // SPEC's redirect delays (5 s after sign-up, 5 s after verifying) pass on the page's own clock.
  await page.clock.install();

  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Unlock Your Event Access" })).toBeVisible();
  await expect(page.getByText("+234")).toBeVisible();
  await signUpThroughForm(page, { fullname: "Ifeoma Nwosu", email, phone: "8091234567", password: PASSWORD });

  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.clock.fastForward(5_000);
  await page.waitForURL("**/brief", { timeout: 10_000 });

  const link = await linkFromMail(email, "Confirm your e-mail", since, baseURL as string);
  await page.goto(link);
  await expect(page.getByRole("dialog", { name: "Congratulations your Email has been verified!!" })).toBeVisible();
  await page.clock.fastForward(5_000);
  await page.waitForURL("**/login", { timeout: 10_000 });

  await logInThroughForm(page, email, PASSWORD);
  await page.waitForURL("**/checkin-as", { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Welcome, Ifeoma Nwosu" })).toBeVisible();

  await page.getByRole("link", { name: "Organize an event" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.goto("/checkin-as");
  await page.getByRole("link", { name: "Attend an event" }).click();
  await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
  await expect(page.getByText("No upcoming")).toBeVisible();
  await expect(page.getByRole("link", { name: "Profile of Ifeoma Nwosu" }).first()).toBeVisible();
});

test("an invalid verification link shows Failed", async ({ page }) => {
  await page.goto("/email-verification/not-a-valid-token");
  await expect(page.getByText("Failed", { exact: true })).toBeVisible();
});

test("the registration form explains what is wrong before sending", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Ifeoma Nwosu");
  await page.getByLabel("Email").fill("ifeoma@example.com");
  await page.getByLabel("Phone number").fill("8091234567");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("Different-2026");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
