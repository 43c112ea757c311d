import { randomUUID } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import { logInThroughForm, uniqueEmail, verifiedAccount } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { linkFromMail } from "../fixtures/mailbox";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf } from "../fixtures/organiser-api";
import { check, gateDevice, openScanner } from "../fixtures/gate-scanner";
import { clientHeaders, expect, test } from "../fixtures/test";

// Tickets for people (docs/tickets-for-people.md): one ticket passed to a friend, its old QR dead at the gate.

test("a buyer of 3 passes one ticket to a friend: the friend's link shows their own QR, the order shows it transferred, and a synced offline scanner refuses the old QR", async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, 3)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  const run = randomUUID().slice(0, 6);
  const since = new Date();
  const { email } = await boughtTickets(request, baseURL as string, event, 3, `Buyer ${run}`);
  const orderLink = await linkFromMail(email, "Your tickets for", since, baseURL as string);
  const gate = await openScanner(browser, gateDevice(testInfo, baseURL), event._id, `Gate T ${run}`);
  // A second gate loses its signal before the transfer and never syncs again in this test.
  const unsynced = await openScanner(browser, gateDevice(testInfo, baseURL), event._id, `Gate U ${run}`);
  await unsynced.context.setOffline(true);

  try {
    await page.goto(orderLink);
    const tickets = page.getByRole("article");
    await expect(tickets).toHaveCount(3);
    const first = tickets.first();
    const oldCode = (await first.locator("dd.font-mono").textContent())!.trim();
    await expect(first.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=.*%2Ftickets%2F/);

    const friend = uniqueEmail("friend");
    await first.getByText("Pass this ticket to a friend").click();
    await first.getByLabel("Friend's full name").fill(`Amaka Obi ${run}`);
    await first.getByLabel("Friend's e-mail").fill(friend);
    await first.getByRole("button", { name: "Pass this ticket on" }).click();
    await expect(first.getByRole("status")).toContainText("Passed on to Amaka");
    await page.reload();
    await expect(page.getByRole("article").first()).toContainText(`Transferred to Amaka`);
    await expect(page.getByRole("article").first().locator('img[src^="data:image/png"]')).toHaveCount(0);
    await expect(page.getByRole("article").nth(1).locator('img[src^="data:image/png"]')).toBeVisible();

    // The friend opens the link from their e-mail: their own ticket, its QR code drawn.
    const friendLink = await linkFromMail(friend, "Your ticket for", since, baseURL as string);
    const friendContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
    const friendPage = await friendContext.newPage();
    await friendPage.goto(friendLink);
    await expect(friendPage.getByRole("heading", { name: "Your ticket", level: 1 })).toBeVisible();
    await expect(friendPage.getByRole("article")).toContainText(`Amaka Obi ${run}`);
    const qr = friendPage.locator('img[src^="data:image/png"]');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const newCode = (await friendPage.getByRole("article").locator("dd.font-mono").textContent())!.trim();
    const png = Buffer.from((await qr.getAttribute("src"))!.split(",")[1]!, "base64");
    const pixels = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const newQr = jsQR(new Uint8ClampedArray(pixels.data), pixels.info.width, pixels.info.height)!.data;
    // A transferred ticket's QR names its seat and issue under the signature.
    expect(newQr).toMatch(new RegExp(`^${newCode}\\.${event._id}\\.[0-9a-f-]+\\.[0-9a-f]{24}\\.0\\.2\\.`));
    expect(newCode).not.toBe(oldCode);
    await expect(friendPage.getByRole("link", { name: "Add to calendar" })).toHaveAttribute("href", `/event-details/${event._id}/calendar`);

    for (const [width, height, name] of [
      [412, 915, "ticket-page-412.png"],
      [1280, 900, "ticket-page-desktop.png"],
    ] as const) {
      await friendPage.setViewportSize({ width, height });
      expect(await friendPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await friendPage.screenshot({ path: testInfo.outputPath(name), fullPage: true });
    }
    await friendContext.close();

    // The scanner syncs with signal, then loses it: the old QR is refused, the new one admits.
    const listed = gate.page.waitForResponse((response) => response.url().includes(`/api/v1/events/${event._id}/gate/list`) && response.ok());
    await gate.page.getByRole("button", { name: "Sync now" }).click();
    await listed;
    await expect(gate.page.getByRole("status", { name: "Sync" })).toContainText("Last synced just now", { timeout: 20_000 });
    await gate.context.setOffline(true);
    await expect(gate.page.getByRole("status", { name: "Sync" })).toContainText("Offline");
    await expect(await check(gate.page, oldCode)).toContainText("Do not admit: ticket refunded or cancelled, or passed on");
    await expect(await check(gate.page, newCode)).toContainText(`Admit`);
    await expect(gate.page.getByRole("status", { name: "Last scan" })).toContainText(`Amaka Obi ${run}`);

    // The gate that never synced admits the friend by their QR's signature, and from then on knows a
    // newer issue of that seat: the old code, still valid on its list, is refused.
    await expect(await check(unsynced.page, newQr)).toContainText("Genuine ticket, sold after the last sync");
    await expect(await check(unsynced.page, oldCode)).toContainText("Do not admit: ticket refunded or cancelled, or passed on");
  } finally {
    await gate.context.close();
    await unsynced.context.close();
  }
});

test("a guest names each ticket's holder on the purchase form, and the organiser reassigns one from the attendee list", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 6);
  const organiser = await verifiedAccount(request, baseURL as string, "holder-organiser");
  const { token } = await bearer(request, organiser.email, organiser.password);
  const eventId = await publishedEventId(request, token, {
    eventTitle: `Named Seats Night ${run}`,
    ticketPrice: "0",
    ticketQuantity: "20",
    ticketHolders: "name_and_phone",
    holdersAskedAt: "purchase",
  });

  await page.goto(`/buy/${eventId}`);
  await page.getByLabel("Full name", { exact: true }).fill(`Tunde Bakare ${run}`);
  await page.getByLabel("Email").fill(uniqueEmail("named"));
  await page.getByLabel("Phone number").fill("8031234567");
  await page.getByLabel("Number of tickets").fill("2");
  await page.getByLabel("Ticket 1: holder's full name").fill(`Ife Ola ${run}`);
  await page.getByLabel("Ticket 1: holder's phone").fill("8031112222");
  await page.getByLabel("Ticket 2: holder's full name").fill(`Uche Eze ${run}`);
  await page.getByLabel("Ticket 2: holder's phone").fill("8031113333");
  await page.getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/orders\/[a-f0-9]{32}\?k=/, { timeout: 15_000 });
  await expect(page.getByRole("article").first()).toContainText(`Ife Ola ${run}`);
  await expect(page.getByRole("article").nth(1)).toContainText(`Uche Eze ${run}`);

  const dashboard = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
  const organiserPage = await dashboard.newPage();
  await organiserPage.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/check-in/${eventId}`)}`);
  await logInThroughForm(organiserPage, organiser.email, organiser.password);
  const row = organiserPage.getByRole("row").filter({ hasText: `Ife Ola ${run}` });
  await row.getByText("Change holder").click();
  await row.getByLabel("Reassign (new QR)").check();
  await row.getByLabel("Holder's full name").fill(`Kunle Ade ${run}`);
  await row.getByLabel("Their phone").fill("8035556666");
  await row.getByRole("button", { name: "Reassign" }).click();
  await expect(organiserPage.getByRole("row").filter({ hasText: `Kunle Ade ${run}` })).toContainText("Valid");
  await expect(organiserPage.getByRole("row").filter({ hasText: `Ife Ola ${run}` })).toContainText("Transferred");
  await dashboard.close();
});
