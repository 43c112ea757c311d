import { verifiedAccount } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";
import { expect, test } from "../fixtures/test";

test("the link in the deletion e-mail keeps the account, and works once", async ({ page, request, baseURL }) => {
  const account = await verifiedAccount(request, baseURL as string, "keeper");
  const login = await request.post("/api/v1/login/user/", { data: { email: account.email, password: account.password } });
  const { token, data: user } = await login.json();
  const since = new Date();
  // The existing client's delete: bearer token, no body, right after signing in.
  const deleted = await request.delete(`/api/v1/delete/user/${user._id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(deleted.status()).toBe(200);
  const link = await linkFromMail(account.email, "account is being deleted", since, `${baseURL}/cancel-deletion/`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Keep your account" })).toBeVisible();
  await page.getByRole("button", { name: "Keep my account" }).click();
  await expect(page.getByRole("status")).toHaveText("Your account is kept. Log in to use it again.");
  expect((await request.post("/api/v1/login/user/", { data: { email: account.email, password: account.password } })).status()).toBe(200);

  await page.goto(link);
  await page.getByRole("button", { name: "Keep my account" }).click();
  await expect(page.getByText(/This link is invalid or expired/)).toBeVisible();
});
