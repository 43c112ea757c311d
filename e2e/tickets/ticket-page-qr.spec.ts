import type { APIRequestContext, Locator } from "@playwright/test";
import { uniqueEmail } from "../fixtures/accounts";
import { expect, test } from "../fixtures/test";

type ListedEvent = { _id: string; ticketPrice: number; ticketPurchaseLimit: number; ticketsAvailable: number; ticketTypes: unknown[] };

/** A guest buys two tickets of a paid event through the API and pays in TEST MODE; answers the no-login ticket link. */
async function guestTicketLink(request: APIRequestContext): Promise<string> {
  const events: ListedEvent[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find(
    (candidate) =>
      candidate.ticketPrice > 0 && candidate.ticketPurchaseLimit >= 2 && candidate.ticketsAvailable >= 10 && candidate.ticketTypes.length === 1,
  );
  if (!event) throw new Error("No paid event to buy from");
  const held = await request.post(`/api/v1/events/${event._id}/guest-tickets`, {
    data: { fullName: "Amaka Eze", email: uniqueEmail("qr"), phoneNo: "8031234567", numberOfTicket: 2 },
  });
  expect(held.status(), await held.text()).toBe(201);
  const orderId = (await held.json()).data[0]._id as string;
  const reference = (await (await request.post(`/api/v1/payment/${orderId}`)).json()).data.reference as string;
  expect((await request.post(`/api/test-gateway/checkout/${reference}`, { form: { outcome: "pay" }, maxRedirects: 0 })).status()).toBe(303);
  const verified = (await (await request.get(`/api/v1/verify?reference=${reference}`)).json()).data;
  expect(verified.status).toBe("Successful");
  return verified.ticketsUrl as string;
}

/** The QR code is drawn: its picture loaded and decoded (a blocked or broken image has no natural width). */
async function expectDrawn(qr: Locator) {
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
}

test("a guest's no-login ticket page draws every QR code, on screen and when printed", async ({ page, request }) => {
  const link = await guestTicketLink(request);
  await page.goto(link);
  const codes = page.getByRole("img", { name: /^QR code for check-in code [A-Z0-9]{8}$/ });
  await expect(codes).toHaveCount(2);
  for (const qr of await codes.all()) await expectDrawn(qr);

  // Print: the same codes, drawn on the printed page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print tickets" })).toBeHidden();
  for (const qr of await codes.all()) await expectDrawn(qr);
});
