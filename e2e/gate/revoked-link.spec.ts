import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

async function check(page: Page, code: string) {
  await page.getByLabel("Ticket code").fill(code);
  await page.getByRole("button", { name: "Check" }).click();
  return page.getByRole("status", { name: "Last scan" });
}

test("the first scan after a check-in link is revoked says Do not admit, counts nothing and leaves the ticket to another gate", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const auth = { authorization: `Bearer ${organiser.token}` };
  const event = (await eventsOnSaleOf(request, organiser.userId, 2)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  const holder = `Late Volunteer Guest ${randomUUID().slice(0, 6)}`;
  await boughtTickets(request, baseURL as string, event, 2, holder);
  const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(holder)}`, { headers: auth });
  const [first, second] = ((await attendees.json()).data as { checkInCode: string }[]).map((attendee) => attendee.checkInCode);
  const gateName = `Gate ${randomUUID().slice(0, 4)}`;
  const created = await request.post("/api/v1/team/links", { headers: auth, data: { eventId: event._id, name: gateName, expiresInHours: 24 } });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()).data as { _id: string; url: string };

  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const volunteer = await context.newPage();
  try {
    await volunteer.goto(link.url);
    const syncState = volunteer.getByRole("status", { name: "Sync" });
    await expect(syncState).toContainText("Last synced just now", { timeout: 20_000 });
    await expect(await check(volunteer, first!)).toContainText(`Admit${holder}`);
    const counts = volunteer.getByLabel("Gate counts");
    await expect(counts).toContainText("On this device1");
    await expect(counts).toContainText("Waiting to sync0", { timeout: 20_000 });
    const admittedBefore = /Admitted[\d,]+ of [\d,]+/.exec((await counts.textContent()) ?? "")![0];

    // The organiser revokes the link while the volunteer still has the scanner open, with signal.
    expect((await request.delete(`/api/v1/team/links/${link._id}`, { headers: auth })).status()).toBe(200);

    // The volunteer's very next scan: the scanner learns it has stopped, and nothing says Admit.
    const verdict = await check(volunteer, second!);
    await expect(verdict).toContainText("Do not admit: this check-in link no longer works");
    await expect(verdict).not.toContainText(/^Admit/);
    await expect(volunteer.getByRole("alert").filter({ hasText: "This check-in link no longer works" })).toBeVisible();
    await expect(counts).toContainText(admittedBefore);
    await expect(counts).toContainText("On this device1");
    await expect(counts).toContainText("Waiting to sync0");
    // Scanned again, still refused on the device.
    await expect(await check(volunteer, second!)).toContainText("Do not admit: this check-in link no longer works");

    // The ticket was never let in: another gate still admits it.
    const online = await request.post(`/api/v1/check-in/${event._id}`, { headers: auth, data: { checkInCode: second } });
    expect(online.status(), await online.text()).toBe(200);
  } finally {
    await context.close();
  }
});
