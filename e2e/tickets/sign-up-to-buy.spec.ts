import { expect, test } from "../fixtures/test";
import { logInThroughForm, signUpThroughForm, uniqueEmail } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";

const PASSWORD = "Sunshine-2026";

test("a visitor who signs up from Buy ticket comes back to that event's purchase, not the role chooser", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const events: { _id: string; ticketsAvailable: number; ticketPrice: number }[] = (await (await request.get("/api/v1/events?limit=100")).json())
    .data;
  const event = events.find((candidate) => candidate.ticketsAvailable > 0 && candidate.ticketPrice > 0);
  if (!event) throw new Error("No event on sale");
  const email = uniqueEmail("return");
  // SPEC's 5 s from a verified e-mail to the login passes on the page's own clock.
  await page.clock.install();

  await page.goto(`/event-details/${event._id}`);
  await page.getByRole("region", { name: "Tickets" }).getByRole("link", { name: "Buy ticket" }).click();
  await page.getByRole("link", { name: "Have an account? Log in" }).click();
  await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
  await expect(page).toHaveURL(/\/register\?callbackUrl=/);

  const since = new Date();
  await signUpThroughForm(page, { fullname: "Tunde Bakare", email, phone: "8091234567", password: PASSWORD });
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const link = await linkFromMail(email, "Confirm your e-mail", since, baseURL as string);
  await page.goto(link);
  await expect(page.getByRole("dialog", { name: "Congratulations your Email has been verified!!" })).toBeVisible();
  await page.clock.fastForward(5_000);
  await page.waitForURL(/\/login\?callbackUrl=/, { timeout: 15_000 });
  await logInThroughForm(page, email, PASSWORD);
  await page.waitForURL(`**/dashboard/purchase-details/${event._id}`, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "purchase ticket" })).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("Tunde Bakare");
});
