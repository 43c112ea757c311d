import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/test";
import { uniqueEmail } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";

type EventSummary = { _id: string; ticketPrice: number; ticketsAvailable: number; ticketTypes: unknown[] };

/** A guest buys one ticket of a seeded paid event and pays on the TEST MODE checkout; answers the order's public id. */
async function guestBuysOne(request: APIRequestContext, email: string): Promise<string> {
  const events: EventSummary[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find((candidate) => candidate.ticketPrice > 0 && candidate.ticketsAvailable >= 5 && candidate.ticketTypes.length === 1);
  if (!event) throw new Error("No paid event on sale");
  const held = await request.post(`/api/v1/events/${event._id}/guest-tickets`, {
    data: { fullName: "Ngozi Obi", email, phoneNo: "0803 123 4567", numberOfTicket: 1, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(held.status(), await held.text()).toBe(201);
  const orderId = (await held.json()).data[0]._id as string;
  const checkout = await request.post(`/api/v1/payment/${orderId}`);
  expect(checkout.status()).toBe(200);
  const reference = (await checkout.json()).data.reference as string;
  const paid = await request.post(`/api/test-gateway/checkout/${reference}`, { form: { outcome: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return orderId;
}

test("a cut ticket link says what happened and e-mails the buyer a working link", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("cut-link");
  const since = new Date();
  const orderId = await guestBuysOne(request, email);
  const link = await linkFromMail(email, "Your tickets", since, baseURL as string);
  expect(link).toContain(`/orders/${orderId}?k=`);

  // Copied from a chat that cut its end off.
  const response = await page.goto(link.slice(0, -12));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This ticket link does not work");
  await expect(page.getByText("The link is incomplete or wrong")).toBeVisible();
  await expect(page.getByText("looks like you are lost")).toHaveCount(0);

  const asked = new Date();
  await page.getByLabel("The e-mail address you bought with").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Send my tickets again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If tickets were bought with that e-mail address" })).toBeVisible();

  const fresh = await linkFromMail(email.toLowerCase(), "Your ticket links", asked, baseURL as string);
  expect(fresh).toContain(`/orders/${orderId}?k=`);
  await page.goto(fresh);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your tickets");
});

test("a ticket link to no order gives the same page, and a typed address that bought nothing gets the same answer", async ({ page }) => {
  const response = await page.goto(`/orders/${"0".repeat(32)}?k=${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This ticket link does not work");
  await page.getByLabel("The e-mail address you bought with").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send my tickets again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If tickets were bought with that e-mail address" })).toBeVisible();
});
