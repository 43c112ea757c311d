import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

/** A free event of the demo organiser with `count` new tickets for one guest: the event, the guest's name and their codes. */
async function guestsAtAFreeEvent(request: APIRequestContext, baseURL: string, count: number, label: string) {
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const event = (await eventsOnSaleOf(request, organiser.userId, count)).find((candidate) => candidate.ticketPrice === 0);
  if (!event) throw new Error("The demo organiser has no free event with seats left");
  const fullName = `${label} ${randomUUID().slice(0, 6)}`;
  await boughtTickets(request, baseURL, event, count, fullName);
  const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(fullName)}`, {
    headers: { authorization: `Bearer ${organiser.token}` },
  });
  const codes = ((await attendees.json()).data as { checkInCode: string }[]).map((attendee) => attendee.checkInCode);
  return { event, fullName, codes };
}

test("an organiser invites check-in staff by e-mail; they accept, check a ticket in at that event, and are refused the payouts page", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { event, fullName, codes } = await guestsAtAFreeEvent(request, baseURL as string, 1, "Tunde Gate");
  const checkInCode = codes[0]!;
  const staff = await verifiedAccount(request, baseURL as string, "gate");

  // The owner invites from the team page.
  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await owner.goto("/login?callbackUrl=%2Fdashboard%2Fteam");
  await logInThroughForm(owner, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await expect(owner.getByRole("heading", { name: "Team", exact: true })).toBeVisible({ timeout: 10_000 });
  const since = new Date();
  const invite = owner.getByRole("form", { name: "Invite to your team" });
  await invite.getByLabel("E-mail address").fill(staff.email);
  await invite.getByLabel("Role").selectOption("check_in");
  await invite.getByLabel("Events").selectOption(event._id);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("table", { name: "Invitations waiting" }).getByRole("row").filter({ hasText: staff.email })).toBeVisible();

  // The invited person opens the mailed link, logs in, accepts, and works the door.
  const link = await linkFromMail(staff.email, "invites you to their team", since, baseURL as string);
  const staffContext = await browser.newContext({ baseURL });
  const page = await staffContext.newPage();
  await page.goto(link);
  await logInThroughForm(page, staff.email, staff.password);
  await expect(page.getByText("invites you as check-in staff")).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  // Check-in staff of one event land on its scanner, ready to scan: no table, no menu to find it in.
  await expect(page).toHaveURL(new RegExp(`/scan/${event._id}$`), { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: event.eventTitle })).toBeVisible();
  await expect(page.getByRole("status", { name: "Sync" })).toContainText("Last synced just now", { timeout: 20_000 });
  await expect(page.getByLabel("Ticket code")).toBeInViewport();
  // Logging in later, on another phone, opens the same scanner.
  const laterContext = await browser.newContext({ baseURL });
  const later = await laterContext.newPage();
  await later.goto("/login");
  await logInThroughForm(later, staff.email, staff.password);
  await expect(later).toHaveURL(new RegExp(`/scan/${event._id}$`), { timeout: 15_000 });
  await laterContext.close();

  await page.goto(`/dashboard/check-in/${event._id}`);
  await page.getByLabel("Enter attendee code to check in").fill(checkInCode);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByRole("status", { name: "Last check-in" })).toHaveText(new RegExp(`^Checked in ${fullName} · `));

  await page.goto("/dashboard/payout-details");
  await expect(page.getByRole("alert").filter({ hasText: "Payouts" })).toHaveText(
    "Payouts belong to the event's owner: your role on their team does not include payouts.",
  );
  await expect(page.getByRole("heading", { name: "Bank details" })).toHaveCount(0);

  // The owner sees who admitted whom, and removes the member: their next scan is refused.
  await owner.reload();
  await expect(
    owner
      .getByRole("table", { name: "Audit log" })
      .getByRole("row")
      .filter({ hasText: `Checked in ${fullName}` }),
  ).toContainText(staff.email);
  const member = owner.getByRole("table", { name: "Team members" }).getByRole("row").filter({ hasText: staff.email });
  await member.getByRole("button", { name: /^Remove/ }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(member).toHaveCount(0);
  await page.goto(`/dashboard/check-in/${event._id}`);
  await expect(page.getByText("You can only check in attendees for events you organise or work on")).toBeVisible();

  await ownerContext.close();
  await staffContext.close();
});

/** Types a code into the scanner and answers its verdict. */
async function check(page: Page, code: string) {
  await page.getByLabel("Ticket code").fill(code);
  await page.getByRole("button", { name: "Check" }).click();
  return page.getByRole("status", { name: "Last scan" });
}

test("a check-in link, shown once, opens the offline gate scanner for a volunteer without an account; revoking it stops the scanner at its next sync", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { event, fullName, codes } = await guestsAtAFreeEvent(request, baseURL as string, 3, "Ada Volunteer");
  const [first, second, third] = codes;
  const gateName = `Gate ${randomUUID().slice(0, 4)}`;

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await owner.goto("/login?callbackUrl=%2Fdashboard%2Fteam");
  await logInThroughForm(owner, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const form = owner.getByRole("form", { name: "New check-in link" });
  await form.getByLabel("Event").selectOption(event._id);
  await form.getByLabel("Gate or name").fill(gateName);
  await form.getByRole("button", { name: "Create check-in link" }).click();
  const shown = owner.getByRole("dialog", { name: `Check-in link “${gateName}” created` });
  const url = await shown.getByLabel("Check-in link").inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/gate/[A-Za-z0-9_-]{32}$`));
  await shown.getByRole("button", { name: "Close" }).click();
  // Shown once: the list names the link, never its address.
  const row = owner.getByRole("table", { name: "Check-in links" }).getByRole("row").filter({ hasText: gateName });
  await expect(row).toContainText("Works");
  await expect(owner.getByText(url)).toHaveCount(0);

  // The volunteer opens the link with signal: the scanner downloads the list under the link.
  const volunteerContext = await browser.newContext({ baseURL });
  const volunteer = await volunteerContext.newPage();
  await volunteer.goto(url);
  await expect(volunteer.getByText(`${gateName} · works until`)).toBeVisible();
  await expect(volunteer.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(volunteer.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  const syncState = volunteer.getByRole("status", { name: "Sync" });
  await expect(syncState).toContainText("Last synced just now", { timeout: 20_000 });
  // The link's name is the gate's: the server records its scans there, so there is no other name to type.
  await expect(volunteer.getByLabel("Gate name")).toHaveCount(0);
  await volunteer.waitForFunction(async () => Boolean(await (await caches.open("scheditix-scan-shell-v1")).match(location.pathname)), undefined, {
    timeout: 15_000,
  });

  // No signal: it admits from its list, refuses a repeat, and queues both.
  await volunteerContext.setOffline(true);
  await expect(syncState).toContainText("Offline");
  await expect(await check(volunteer, first!)).toContainText(`Admit${fullName}`);
  await expect(await check(volunteer, first!)).toContainText("Do not admit: already admitted");
  const counts = volunteer.getByLabel("Gate counts");
  await expect(counts).toContainText("Waiting to sync2");
  await volunteerContext.setOffline(false);
  await expect(counts).toContainText("Waiting to sync0", { timeout: 20_000 });

  // The owner's audit log has the link's sync, the refusal included.
  await owner.reload();
  const syncLine = owner
    .getByRole("table", { name: "Audit log" })
    .getByRole("row")
    .filter({ hasText: gateName })
    .filter({ hasText: "Synced 2 scans" });
  await expect(syncLine).toContainText("Synced 2 scans: 1 admitted; 1 refused at the gate (1 already admitted)");

  await row.getByRole("button", { name: /^Revoke/ }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(row).toContainText("Revoked");

  // Its next sync learns it: the scanner says so and admits no one, even opened again with no signal.
  await volunteer.getByRole("button", { name: "Sync now" }).click();
  const stopped = volunteer.getByRole("alert").filter({ hasText: "This check-in link no longer works" });
  await expect(stopped).toBeVisible({ timeout: 20_000 });
  await expect(syncState).toContainText("Stopped");
  await expect(await check(volunteer, second!)).toContainText("Do not admit: this check-in link no longer works");
  await volunteerContext.setOffline(true);
  const reopened = await volunteer.reload();
  expect(reopened?.fromServiceWorker(), "the page came from the network").toBe(true);
  await expect(stopped).toBeVisible();
  await expect(await check(volunteer, third!)).toContainText("Do not admit: this check-in link no longer works");
  await volunteerContext.setOffline(false);
  await volunteer.reload();
  await expect(volunteer.getByRole("heading", { name: "This check-in link no longer works" })).toBeVisible();
  const attendees = await request.get(`/api/v1/attendees/${event._id}?q=${encodeURIComponent(fullName)}`, {
    headers: { authorization: `Bearer ${(await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password)).token}` },
  });
  const checkedIn = ((await attendees.json()).data as { checkInCode: string; checkedIn: string }[]).filter(
    (attendee) => attendee.checkedIn === "Yes",
  );
  expect(checkedIn.map((attendee) => attendee.checkInCode)).toEqual([first]);

  await ownerContext.close();
  await volunteerContext.close();
});
