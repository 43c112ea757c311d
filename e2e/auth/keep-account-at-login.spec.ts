import { verifiedAccount } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

test("during the 48 hours of a deletion, the right password is offered to keep the account; a wrong one still says 'Invalid email or password'", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await verifiedAccount(request, baseURL as string, "deleting");
  const login = await request.post("/api/v1/login/user/", { data: { email: account.email, password: account.password } });
  const { token, data: user } = await login.json();
  expect((await request.delete(`/api/v1/delete/user/${user._id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your account is being deleted" })).toContainText(
    /it will be erased on .+\. You can keep it\./,
  );
  await page.getByRole("button", { name: "Keep my account" }).click();
  await expect(page.getByRole("status")).toHaveText("Your account is kept. Log in to use it again.");

  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful")).toBeVisible();
});
