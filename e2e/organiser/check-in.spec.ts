import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { chromium, type APIRequestContext } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { writeQrVideo } from "../fixtures/qr-video";
import { clientHeaders, expect, test } from "../fixtures/test";

const ORGANISER = { email: "organiser@scheditix.test", password: "Organiser123!" };

type Listed = { _id: string; ticketPrice: number; ticketPurchaseLimit: number; ticketsAvailable: number; organizer: string };

async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post("/api/v1/login/user/", { data: { email, password } });
  expect(login.status()).toBe(200);
  const body = await login.json();
  return { token: body.token as string, userId: body.data._id as string };
}

/** Two free tickets for one of the demo organiser's events, bought by a new attendee; answers their check-in codes. */
async function twoTicketsOfDemoOrganiser(request: APIRequestContext, baseURL: string, fullName: string) {
  const organiser = await bearer(request, ORGANISER.email, ORGANISER.password);
  const events: Listed[] = (await (await request.get("/api/v1/events?limit=100")).json()).data;
  const event = events.find(
    (candidate) => candidate.organizer === organiser.userId && candidate.ticketPrice === 0 && candidate.ticketPurchaseLimit >= 2 && candidate.ticketsAvailable >= 2,
  );
  if (!event) throw new Error("The demo organiser has no free event with seats left");

  const account = await verifiedAccount(request, baseURL, "door");
  const buyer = await bearer(request, account.email, account.password);
  const order = await request.post(`/api/v1/create/ticket/${event._id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { fullName, email: account.email, numberOfTicket: 2, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(order.status()).toBe(201);

  const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(fullName)}`, {
    headers: { authorization: `Bearer ${organiser.token}` },
  });
  const codes = ((await attendees.json()).data as { checkInCode: string }[]).map((attendee) => attendee.checkInCode);
  expect(codes).toHaveLength(2);
  return { eventId: event._id, codes: codes as [string, string] };
}

test("door staff check tickets in by typed code and by the camera; a ticket gets in once", async ({ request, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const fullName = `Bisi Door ${randomUUID().slice(0, 6)}`;
  const { eventId, codes } = await twoTicketsOfDemoOrganiser(request, baseURL as string, fullName);
  const [typed, scanned] = codes;

  // Chromium's fake camera shows the second ticket's QR code, as printed on the ticket.
  const video = path.join(os.tmpdir(), `scheditix-ticket-${scanned}.y4m`);
  await writeQrVideo(scanned, video);
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders(), viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
    const page = await context.newPage();
    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/check-in/${eventId}`)}`);
    await logInThroughForm(page, ORGANISER.email, ORGANISER.password);
    await expect(page.getByRole("heading", { name: "Attendees List" })).toBeVisible({ timeout: 10_000 });
    const status = page.getByRole("status").filter({ hasText: /^(Checked in|Already checked in)/ });

    // Typed at the desk.
    const code = page.getByLabel("Enter attendee code to check in");
    await code.fill(typed.toLowerCase());
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(status).toHaveText(new RegExp(`^Checked in ${fullName} · `));
    await code.fill(typed);
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(status).toHaveText(/^Already checked in on /);

    // Held up to the camera.
    await page.getByRole("button", { name: "Scan QR code" }).click();
    await expect(page.getByText("Point the camera at the ticket's QR code.")).toBeVisible({ timeout: 10_000 });
    await expect(status).toHaveText(new RegExp(`^Checked in ${fullName} · `), { timeout: 15_000 });
    // The same ticket, still in front of the lens a few seconds later, is refused.
    await expect(status).toHaveText(/^Already checked in on /, { timeout: 15_000 });
    await page.getByRole("button", { name: "Stop scanning" }).click();

    await page.getByLabel("Search attendees by name").fill(fullName);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rows = page.getByRole("table", { name: "Attendees" }).getByRole("row").filter({ hasText: fullName });
    await expect(rows).toHaveCount(2);
    for (const checkInCode of codes) {
      await expect(rows.filter({ hasText: checkInCode }).getByRole("cell").nth(1)).toHaveText("Yes");
    }
    await context.close();
  } finally {
    await browser.close();
  }
});
