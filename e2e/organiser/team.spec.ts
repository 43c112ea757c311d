import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
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
  await expect(page.getByRole("heading", { name: "Check In Attendee" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("row").filter({ hasText: event.eventTitle })).toBeVisible();

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

test("a check-in link, shown once, lets a volunteer without an account check tickets in at its event until it is revoked", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { event, fullName, codes } = await guestsAtAFreeEvent(request, baseURL as string, 2, "Ada Volunteer");
  const [first, second] = codes;
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

  const volunteerContext = await browser.newContext({ baseURL });
  const volunteer = await volunteerContext.newPage();
  await volunteer.goto(url);
  await expect(volunteer.getByText(gateName)).toBeVisible();
  await volunteer.getByLabel("Enter attendee code to check in").fill(first!);
  await volunteer.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(volunteer.getByRole("status", { name: "Last check-in" })).toHaveText(new RegExp(`^Checked in ${fullName} · `));

  await row.getByRole("button", { name: /^Revoke/ }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(row).toContainText("Revoked");
  await volunteer.getByLabel("Enter attendee code to check in").fill(second!);
  await volunteer.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(volunteer.getByRole("status", { name: "Last check-in" })).toContainText("This check-in link does not work here");
  await volunteer.reload();
  await expect(volunteer.getByRole("heading", { name: "This check-in link no longer works" })).toBeVisible();

  await ownerContext.close();
  await volunteerContext.close();
});
