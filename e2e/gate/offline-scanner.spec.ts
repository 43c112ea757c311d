import { createHmac, randomUUID } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf, type ListedEvent } from "../fixtures/organiser-api";
import { check, gateDevice, openScanner } from "../fixtures/gate-scanner";
import { clientHeaders, expect, test } from "../fixtures/test";

/** The codes of one holder's tickets, from the owner's attendee list (the gate's list carries no codes). */
async function codesOf(request: APIRequestContext, token: string, eventId: string, holder: string) {
  const response = await request.get(`/api/v1/attendees/${eventId}?q=${encodeURIComponent(holder)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const attendees: { fullName: string; checkInCode: string }[] = (await response.json()).data;
  return attendees.filter((attendee) => attendee.fullName === holder).map((attendee) => attendee.checkInCode);
}

/** The gate list's key for a code: HMAC-SHA256 of `code:CODE` under the list key, base64url, 12 characters. */
const codeKey = (listKey: string, code: string) =>
  createHmac("sha256", Buffer.from(listKey, "base64url")).update(`code:${code}`).digest("base64url").slice(0, 12);

/** A ticket bought by a new account; answers the signed text its QR code carries, read from the buyer's tickets page. */
async function signedTicketOfNewBuyer(browser: Browser, request: APIRequestContext, baseURL: string, event: ListedEvent) {
  const account = await verifiedAccount(request, baseURL, "late");
  const buyer = await bearer(request, account.email, account.password);
  const order = await request.post(`/api/v1/create/ticket/${event._id}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { fullName: "Late Arrival", email: account.email, numberOfTicket: 1, needCarPackingSpace: "no", specialRequest: "" },
  });
  expect(order.status()).toBe(201);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders() });
  const page = await context.newPage();
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fticket-purchased");
  await logInThroughForm(page, account.email, account.password);
  const qr = page.locator('img[src^="data:image/png"]').first();
  await expect(qr).toBeVisible({ timeout: 15_000 });
  const png = Buffer.from((await qr.getAttribute("src"))!.split(",")[1]!, "base64");
  await context.close();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)!.data;
}

test("the gate scanner works with no network: admits from its list, refuses a refunded and a repeated ticket, accepts a new ticket by its signature, and both devices learn of a double admission", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = gateDevice(testInfo, baseURL);
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, 4)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  const run = randomUUID().slice(0, 6);
  const holder = `Ada Gate ${run}`;
  // Gate names of this run only: the demo event also keeps other runs' devices.
  const [nameA, nameB] = [`Gate A ${run}`, `Gate B ${run}`];
  await boughtTickets(request, baseURL as string, event, 4, holder);
  const refundedOrder = await boughtTickets(request, baseURL as string, event, 1, `Refunded ${holder}`);
  const [first, second, third, contested] = await codesOf(request, organiser.token, event._id, holder);
  const [refunded] = await codesOf(request, organiser.token, event._id, `Refunded ${holder}`);
  const refund = await request.post("/api/v1/refunds", {
    headers: { authorization: `Bearer ${organiser.token}` },
    data: { orderId: refundedOrder.orderId, reason: "Cannot come" },
  });
  expect(refund.status(), await refund.text()).toBe(201);

  const gateA = await openScanner(browser, device, event._id, nameA);
  const gateB = await openScanner(browser, device, event._id, nameB);
  const lateTicket = await signedTicketOfNewBuyer(browser, request, baseURL as string, event);

  try {
    // Gate A loses its signal and the scanner is opened again from scratch.
    await gateA.context.setOffline(true);
    const reopened = await gateA.page.reload();
    expect(reopened?.fromServiceWorker(), "the page came from the network").toBe(true);
    await expect(gateA.page.getByRole("status", { name: "Sync" })).toContainText("Offline");
    await expect(gateA.page.getByRole("status", { name: "Sync" })).toContainText(/Last synced (just now|\d min ago)/);

    for (const code of [first!, second!, third!]) await expect(await check(gateA.page, code)).toContainText(`Admit${holder}`);
    await expect(await check(gateA.page, refunded!)).toContainText("Do not admit: ticket refunded or cancelled");
    await expect(await check(gateA.page, first!.toLowerCase())).toContainText("Do not admit: already admitted");
    await expect(await check(gateA.page, lateTicket)).toContainText("Genuine ticket, sold after the last sync");
    await expect(await check(gateA.page, lateTicket)).toContainText("Do not admit: already admitted");
    await expect(gateA.page.getByLabel("Gate counts")).toContainText("On this device4");
    // Every scan is queued, the three refusals too, so the server learns who was turned away.
    await expect(gateA.page.getByLabel("Gate counts")).toContainText("Waiting to sync7");

    // The same ticket at both gates while neither has signal.
    await gateB.context.setOffline(true);
    await expect(await check(gateA.page, contested!)).toContainText("Admit");
    await expect(await check(gateB.page, contested!)).toContainText("Admit");

    await gateA.context.setOffline(false);
    await expect(gateA.page.getByLabel("Gate counts")).toContainText("Waiting to sync0", { timeout: 20_000 });
    await gateB.context.setOffline(false);
    const conflictB = gateB.page.getByRole("region", { name: /Admitted twice/ });
    await expect(conflictB).toContainText(`${holder} (${contested}): admitted at ${nameA}`, { timeout: 20_000 });
    await expect(conflictB).toContainText("admitted again on this device");

    await gateA.page.getByRole("button", { name: "Sync now" }).click();
    const conflictA = gateA.page.getByRole("region", { name: /Admitted twice/ });
    await expect(conflictA).toContainText(`${holder} (${contested}): admitted on this device`, { timeout: 20_000 });
    await expect(conflictA).toContainText(`admitted again at ${nameB}`);

    // The organiser's live gate view counts both gates' admissions and refusals and lists both phones:
    // gate A let in five (three from the list, the late ticket, the contested one) and turned three away.
    await gateA.page.goto(`/dashboard/gate/${event._id}`);
    await expect(gateA.page.getByRole("heading", { name: "Live gate view" })).toBeVisible();
    const perGate = gateA.page.getByRole("table", { name: "Admitted per gate" });
    await expect(perGate.getByRole("row", { name: `${nameA} 5 3`, exact: true })).toBeVisible();
    // Gate B's only admission lost to gate A's, and it turned no one away.
    await expect(perGate.getByRole("row", { name: new RegExp(`^${nameB} `) })).toHaveCount(0);
    const devices = gateA.page.getByRole("table", { name: "Devices" });
    await expect(devices.getByRole("rowheader", { name: new RegExp(`^${nameA} · `) })).toHaveCount(1);
    await expect(devices.getByRole("rowheader", { name: new RegExp(`^${nameB} · `) })).toHaveCount(1);
  } finally {
    await gateA.context.close();
    await gateB.context.close();
  }
});

/** The scanner's own counts: "Admitted N of M", on this device, waiting to sync. */
async function gateCounts(page: Page) {
  const text = (await page.getByLabel("Gate counts").textContent()) ?? "";
  const match = /Admitted([\d,]+) of ([\d,]+)/.exec(text);
  if (!match) throw new Error(`No counts in "${text}"`);
  return { admitted: Number(match[1]!.replace(/,/g, "")), live: Number(match[2]!.replace(/,/g, "")) };
}

test("the installed scanner opened with no network at all admits 20 tickets from its downloaded list, and all 20 count once it syncs", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const device = gateDevice(testInfo, baseURL);
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, 10)).find((candidate) => candidate.ticketsAvailable >= 20);
  if (!event) throw new Error("The demo organiser has no event selling 10 a time with 20 seats left");
  const run = randomUUID().slice(0, 6);
  const holder = `Crowd ${run}`;
  const gateName = `Gate C ${run}`;
  await boughtTickets(request, baseURL as string, event, 10, holder);
  await boughtTickets(request, baseURL as string, event, 10, holder);
  const codes = await codesOf(request, organiser.token, event._id, holder);
  expect(codes).toHaveLength(20);

  const scanner = await openScanner(browser, device, event._id, gateName);
  try {
    const before = await gateCounts(scanner.page);
    // The phone loses its signal and the installed app is started again from its icon.
    await scanner.context.setOffline(true);
    await scanner.page.close();
    const page = await scanner.context.newPage();
    const opened = await page.goto(`/scan/${event._id}`);
    expect(opened?.fromServiceWorker(), "the page came from the network").toBe(true);
    await expect(page.getByRole("status", { name: "Sync" })).toContainText("Offline");

    for (const code of codes) {
      // The code is among the details shown, so each scan's own verdict is read, not the one before.
      await expect(await check(page, code)).toContainText(new RegExp(`^Admit${holder}.*${code}$`));
    }
    const counts = page.getByLabel("Gate counts");
    await expect(counts).toContainText(`Admitted${(before.admitted + 20).toLocaleString("en-NG")} of ${before.live.toLocaleString("en-NG")}`);
    await expect(counts).toContainText("On this device20");
    await expect(counts).toContainText("Waiting to sync20");
    await expect(page.getByRole("status", { name: "Sync" })).toContainText("Offline");

    // The signal returns: the queue goes, and the server holds all 20 as admitted at this gate.
    await scanner.context.setOffline(false);
    await expect(counts).toContainText("Waiting to sync0", { timeout: 20_000 });
    const listed = (
      await (await request.get(`/api/v1/events/${event._id}/gate/list`, { headers: { authorization: `Bearer ${organiser.token}` } })).json()
    ).data;
    const keys = codes.map((code) => codeKey(listed.listKey, code));
    const statuses = (listed.tickets as { key: string; status: string; admittedGate: string }[]).filter((ticket) => keys.includes(ticket.key));
    expect(statuses).toHaveLength(20);
    expect(statuses.every((ticket) => ticket.status === "checked_in" && ticket.admittedGate === gateName)).toBe(true);
    const figures = await request.get(`/api/v1/events/${event._id}/gate/figures`, { headers: { authorization: `Bearer ${organiser.token}` } });
    expect((await figures.json()).data.byGate).toContainEqual({ gate: gateName, admitted: 20, refused: 0 });
  } finally {
    await scanner.context.close();
  }
});

test("with no network the scanner finds a holder by name or by a typed code, whose hash is all its list holds, and lets part of the order in", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const device = gateDevice(testInfo, baseURL);
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, 3)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  const run = randomUUID().slice(0, 6);
  const holder = `Group Lookup ${run}`;
  await boughtTickets(request, baseURL as string, event, 3, holder);
  const codes = await codesOf(request, organiser.token, event._id, holder);

  const scanner = await openScanner(browser, device, event._id, `Gate L ${run}`);
  const { page } = scanner;
  try {
    await scanner.context.setOffline(true);
    await expect(page.getByRole("status", { name: "Sync" })).toContainText("Offline");
    const lookup = page.getByLabel("Name, phone or code");
    const order = page.getByRole("form", { name: `Order of ${holder}` });

    await lookup.fill(holder);
    await expect(order).toContainText("3 tickets, 3 not yet admitted");
    // The list holds no codes: the order shows type, seat and status, not the tickets' codes.
    for (const code of codes) await expect(order).not.toContainText(code);
    const boxes = order.getByRole("checkbox");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await order.getByRole("button", { name: "Admit selected" }).click();
    await expect(order).toContainText("3 tickets, 1 not yet admitted");
    const counts = page.getByLabel("Gate counts");
    await expect(counts).toContainText("On this device2");
    await expect(counts).toContainText("Waiting to sync2");

    // A whole code typed in the lookup finds its order by the code's hash.
    await lookup.fill(codes[2]!.toLowerCase());
    await expect(order).toContainText("3 tickets, 1 not yet admitted");
    await lookup.fill("ZZZZ2222");
    await expect(page.getByText("No ticket on this device matches “ZZZZ2222”.")).toBeVisible();

    await scanner.context.setOffline(false);
    await expect(counts).toContainText("Waiting to sync0", { timeout: 20_000 });
    const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(holder)}`, {
      headers: { authorization: `Bearer ${organiser.token}` },
    });
    const admitted = ((await attendees.json()).data as { checkedIn: string }[]).filter((attendee) => attendee.checkedIn === "Yes");
    expect(admitted).toHaveLength(2);
  } finally {
    await scanner.context.close();
  }
});
