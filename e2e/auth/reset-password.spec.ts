import { clientHeaders, expect, test } from "../fixtures/test";
import { logInThroughForm, uniqueEmail, verifiedAccount } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";

const OLD_PASSWORD = "Sunshine-2026";
const NEW_PASSWORD = "Harmattan-2027";

test("forgot → e-mailed reset link → new password logs in, and the old session is rejected", async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL as string;
  const email = uniqueEmail("reset");
  const registeredAt = new Date();
  const registration = await request.post("/api/v1/register/user", {
    data: { fullname: "Bola Ahmed", email, phoneNo: "7031234567", password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD },
  });
  expect(registration.status()).toBe(201);
  const verifyLink = await linkFromMail(email, "Confirm your e-mail", registeredAt, origin);
  expect((await request.get(`/api/v1/verify/user/${verifyLink.split("/").pop()}`)).status()).toBe(200);

  // Session A: logged in with the old password.
  const oldSession = await browser.newContext({ extraHTTPHeaders: clientHeaders() });
  const oldPage = await oldSession.newPage();
  await oldPage.goto("/login");
  await logInThroughForm(oldPage, email, OLD_PASSWORD);
  await oldPage.waitForURL("**/checkin-as");

  // Another device asks for a reset.
  const context = await browser.newContext({ extraHTTPHeaders: clientHeaders() });
  // SPEC's delays (the sent modal 3 s after the request, the login 2 s after the reset) pass on the page's own clock.
  await context.clock.install();
  const page = await context.newPage();
  const requestedAt = new Date();
  await page.goto("/forget-password");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  const answered = page.waitForResponse("**/api/v1/forgot-password/user");
  await page.getByRole("button", { name: "Continue" }).click();
  expect((await answered).status()).toBe(200);
  await page.clock.fastForward(3_000);
  await expect(page.getByRole("dialog", { name: "Reset Password link have been sent to your email" })).toBeVisible({
    timeout: 10_000,
  });

  const resetLink = await linkFromMail(email, "Reset your", requestedAt, origin);
  await page.goto(resetLink);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("Password successfully reset! Redirecting to login...")).toBeVisible();
  await page.clock.fastForward(2_000);
  await page.waitForURL("**/login", { timeout: 10_000 });

  await logInThroughForm(page, email, NEW_PASSWORD);
  await page.waitForURL("**/checkin-as");
  await expect(page.getByRole("heading", { name: "Welcome, Bola Ahmed" })).toBeVisible();

  // The session from before the reset no longer opens private pages.
  await oldPage.goto("/dashboard/overview");
  await expect(oldPage).toHaveURL(/\/login/);

  // The used link says so as it opens, before anything is typed.
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);

  await oldSession.close();
  await context.close();
});

test("the reset form checks SPEC's rules before sending", async ({ page, request, baseURL }) => {
  const account = await verifiedAccount(request, baseURL as string, "rules");
  const requestedAt = new Date();
  expect((await request.post("/api/v1/forgot-password/user", { data: { email: account.email }, headers: clientHeaders() })).status()).toBe(200);
  await page.goto(await linkFromMail(account.email, "Reset your", requestedAt, baseURL as string));
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 8 characters long ." })).toBeVisible();
});
