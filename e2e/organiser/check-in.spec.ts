import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { logInThroughForm } from "../fixtures/accounts";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf } from "../fixtures/organiser-api";
import { writeQrVideo } from "../fixtures/qr-video";
import { clientHeaders, expect, launchBrowser, test } from "../fixtures/test";

/** Two free tickets for one of the demo organiser's events, bought by a new attendee; answers their check-in codes and type. */
async function twoTicketsOfDemoOrganiser(request: APIRequestContext, baseURL: string, fullName: string) {
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, 2)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  await boughtTickets(request, baseURL, event, 2, fullName);

  const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(fullName)}`, {
    headers: { authorization: `Bearer ${organiser.token}` },
  });
  const listed = (await attendees.json()).data as { checkInCode: string; ticketTypeName: string }[];
  expect(listed).toHaveLength(2);
  return { eventId: event._id, codes: listed.map((attendee) => attendee.checkInCode) as [string, string], ticketType: listed[0]!.ticketTypeName };
}

/** On a phone the camera and the last result are in view as the page opened, above the TEST MODE strip: no scrolling at the door. */
async function expectAboveTheFold(page: Page, ...parts: Locator[]) {
  expect(await page.evaluate(() => window.scrollY), "the page had to scroll").toBe(0);
  const strip = page.getByRole("complementary", { name: "Payments test mode" });
  const fold = (await strip.isVisible()) ? (await strip.boundingBox())!.y : page.viewportSize()!.height;
  for (const part of parts) {
    const box = await part.boundingBox();
    expect(box, `${part} is not shown`).not.toBeNull();
    expect(box!.y + box!.height, `${part} ends below the fold (${fold} px)`).toBeLessThanOrEqual(fold);
  }
}

test("door staff check tickets in by typed code and by the camera; a ticket gets in once, and a repeat names its holder", async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const fullName = `Bisi Door ${randomUUID().slice(0, 6)}`;
  const { eventId, codes, ticketType } = await twoTicketsOfDemoOrganiser(request, baseURL as string, fullName);
  const [typed, scanned] = codes;
  const repeat = (result: Locator) =>
    expect(result).toHaveText(
      new RegExp(`^Already checked in\\s*${fullName}\\s*${ticketType} · .+Admitted \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2}$`),
      {
        timeout: 15_000,
      },
    );

  // Chromium's fake camera shows the second ticket's QR code, as printed on the ticket.
  const video = path.join(os.tmpdir(), `scheditix-ticket-${scanned}.y4m`);
  await writeQrVideo(scanned, video);
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const browser = await launchBrowser({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: clientHeaders(),
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    });
    const page = await context.newPage();
    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/check-in/${eventId}`)}`);
    await logInThroughForm(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    await expect(page.getByRole("heading", { name: "Attendees List" })).toBeVisible({ timeout: 10_000 });
    const result = page.getByRole("status", { name: "Last check-in" });

    // Typed at the desk.
    const code = page.getByLabel("Enter attendee code to check in");
    await code.fill(typed.toLowerCase());
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await expect(result).toHaveText(new RegExp(`^Checked in ${fullName} · ${ticketType} · `));
    await code.fill(typed);
    await page.getByRole("button", { name: "Check in", exact: true }).click();
    await repeat(result);

    // Held up to the camera: on a phone the camera and the result are in view, the attendee list after them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Scan QR code" }).click();
    await expect(page.getByText("Point the camera at the ticket's QR code.")).toBeVisible({ timeout: 10_000 });
    const camera = page.getByLabel("Camera view for scanning ticket QR codes");
    if ((viewport?.width ?? 1280) < 640) await expectAboveTheFold(page, camera, result);
    const list = page.getByRole("heading", { name: "Attendees List" });
    expect((await list.boundingBox())!.y).toBeGreaterThan((await result.boundingBox())!.y);
    await expect(result).toHaveText(new RegExp(`^Checked in ${fullName} · `), { timeout: 15_000 });
    // The same ticket, still in front of the lens a few seconds later, is refused, naming who came in on it.
    await repeat(result);
    await testInfo.attach("check-in-repeat.png", { body: await page.screenshot(), contentType: "image/png" });
    await page.getByRole("button", { name: "Stop scanning" }).click();

    await page.getByLabel("Search attendees by name").fill(fullName);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rows = page.getByRole("table", { name: "Attendees" }).getByRole("row").filter({ hasText: fullName });
    await expect(rows).toHaveCount(2);
    for (const checkInCode of codes) {
      const cells = rows.filter({ hasText: checkInCode }).getByRole("cell");
      // E-mail, then the ticket's status, then whether it was checked in.
      await expect(cells.nth(1)).toHaveText("Checked in");
      await expect(cells.nth(2)).toHaveText("Yes");
    }
    await context.close();
  } finally {
    await browser.close();
  }
});
