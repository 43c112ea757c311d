import { logInThroughForm, uniqueEmail } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";
import { expect, test } from "../fixtures/test";

test("the holder of a guest buyer's mailbox sets up the account someone asked for; the sign-up's password never logs in", async ({
  page,
  request,
  baseURL,
}) => {
  const events: { _id: string; ticketsAvailable: number; ticketPrice: number }[] = (await (await request.get("/api/v1/events?limit=100")).json())
    .data;
  const event = events.find((candidate) => candidate.ticketsAvailable > 0 && candidate.ticketPrice > 0);
  if (!event) throw new Error("No event on sale");
  const email = uniqueEmail("mailbox");
  const held = await request.post(`/api/v1/events/${event._id}/guest-tickets`, {
    data: { fullName: "Ngozi Obi", email, phoneNo: "08031234567", numberOfTicket: 1, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(held.status()).toBe(201);

  const since = new Date();
  const strangerPassword = "Stranger-2026";
  const signUp = await request.post("/api/v1/register/user", {
    data: { fullname: "Stranger", email, phoneNo: "8099999999", password: strangerPassword, confirmPassword: strangerPassword },
  });
  expect(signUp.status()).toBe(201);
  const link = await linkFromMail(email, "Someone asked to create a Scheditix account", since, `${baseURL}/claim-account/`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your account" })).toBeVisible();
  await expect(page.getByText("Someone asked to create a Scheditix account with this address.")).toBeVisible();
  await page.getByLabel("Full name").fill("Ngozi Obi");
  await page.getByLabel("Phone number").fill("8031112222");
  await page.getByLabel("Password", { exact: true }).fill("Owner-Mailbox-2026");
  await page.getByLabel("Confirm password").fill("Owner-Mailbox-2026");
  await page.getByRole("button", { name: "Set up my account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your account is ready" })).toHaveText(
    "Your account is ready. Log in to see your tickets.",
  );

  expect((await request.post("/api/v1/login/user/", { data: { email, password: strangerPassword } })).status()).toBe(401);
  await page.getByRole("link", { name: "Log in" }).click();
  await logInThroughForm(page, email, "Owner-Mailbox-2026");
});
