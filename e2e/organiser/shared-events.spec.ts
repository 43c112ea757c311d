import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { publishedEventId } from "../fixtures/events";
import { linkFromMail } from "../fixtures/mailbox";
import { bearer, boughtTickets } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

/** A new organiser, renamed so their team can tell them apart, with one event of `price` naira a ticket (made through the API). */
async function ownerWithEvent(request: APIRequestContext, baseURL: string, price: number) {
  const account = await verifiedAccount(request, baseURL, "owner");
  const { token } = await bearer(request, account.email, account.password);
  const fullname = `Folake Adebayo ${randomUUID().slice(0, 4)}`;
  expect((await request.patch("/api/v1/profile", { headers: { authorization: `Bearer ${token}` }, data: { fullname } })).status()).toBe(200);
  const eventTitle = `Surulere Owambe ${randomUUID().slice(0, 6)}`;
  const eventId = await publishedEventId(request, token, {
    eventTitle,
    eventDescription: "Aso-ebi, live band and jollof till late: a Lagos party for the whole street.",
    eventLocation: "Teslim Balogun Stadium, Surulere, Lagos",
    startTime: "16:00",
    ticketPrice: String(price),
    parkingAccess: "yes",
  });
  return { token, fullname, eventId, eventTitle };
}

/** The owner invites a new account as `role` for the event; it opens the e-mailed link, logs in and accepts. Answers its page, on the dashboard. */
async function acceptedMember(page: Page, request: APIRequestContext, baseURL: string, owner: { token: string; eventId: string }, role: string) {
  const member = await verifiedAccount(request, baseURL, role);
  const since = new Date();
  const invited = await request.post("/api/v1/team/invitations", {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email: member.email, role, eventId: owner.eventId },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.goto(await linkFromMail(member.email, "invites you to their team", since, baseURL));
  await logInThroughForm(page, member.email, member.password);
  await page.getByRole("button", { name: "Accept the invitation" }).click({ timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 10_000 });
}

/** The dashboard's menu: the sidebar on a desktop, behind "Menu" on a phone. */
async function dashboardMenu(page: Page) {
  const menuButton = page.locator("summary").filter({ hasText: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  return page.getByRole("navigation", { name: "Dashboard" }).first();
}

test("a co-organiser accepts, finds the shared event on the dashboard, renames it, and never reaches its payouts", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerWithEvent(request, baseURL as string, 0);
  await acceptedMember(page, request, baseURL as string, owner, "co_organiser");

  const shared = page.getByRole("table", { name: "Events shared with you" });
  const row = shared.getByRole("row").filter({ hasText: owner.eventTitle });
  await expect(row).toContainText(owner.fullname);
  await expect(row).toContainText("Co-organiser");
  await expect(row.getByRole("link", { name: /^Payouts/ })).toHaveCount(0);
  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit event" })).toBeVisible();
  const renamed = `${owner.eventTitle} (Second Edition)`;
  await page.getByLabel("Event title").fill(renamed);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();

  // The owner's public page carries the new title.
  await page.goto(`/event-details/${owner.eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

  // The payouts of the event are not for this role: the server refuses the page, and says why.
  await page.goto(`/dashboard/payout-details?eventId=${owner.eventId}`);
  await expect(page).toHaveURL(/\/dashboard\/not-allowed\?need=payouts$/);
  await expect(page.getByRole("alert").filter({ hasText: "Payouts" })).toContainText("your role on this event does not include payouts");
  await expect(page.getByRole("button", { name: "Request For payment" })).toHaveCount(0);
  // Nor does the menu offer them.
  const menu = await dashboardMenu(page);
  await expect(menu.getByRole("link", { name: "Manage event" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Payout details" })).toHaveCount(0);
});

test("finance accepts, sees the shared event's sales, refunds a ticket, and is told why its balance cannot be paid out yet", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await ownerWithEvent(request, baseURL as string, 5000);
  const buyer = `Emeka Nwosu ${randomUUID().slice(0, 4)}`;
  await boughtTickets(request, baseURL as string, { _id: owner.eventId, ticketPrice: 5000 }, 2, buyer);
  await acceptedMember(page, request, baseURL as string, owner, "finance");

  const row = page.getByRole("table", { name: "Events shared with you" }).getByRole("row").filter({ hasText: owner.eventTitle });
  await expect(row).toContainText("Finance");
  await expect(row.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await row.getByRole("link", { name: /^Sales and refunds/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Ticket sales" })).toBeVisible();
  await page.getByRole("button", { name: `Refund ${buyer}` }).click();
  const dialog = page.getByRole("dialog", { name: "Refund tickets" });
  await dialog.getByRole("checkbox", { name: /^Ticket 1 .*· Regular · ₦5,000$/ }).check();
  await dialog.getByLabel("Reason").fill("Travelling that weekend");
  await dialog.getByRole("button", { name: "Refund 1 ticket" }).click();
  await expect(dialog).toBeHidden();
  // TEST MODE confirms the refund by signed webhook a moment later; the table re-reads itself.
  const refund = page.getByRole("table", { name: "Refunds" }).getByRole("row").filter({ hasText: "Travelling that weekend" });
  await expect(refund).toContainText("Refunded", { timeout: 30_000 });

  // The event's payouts: paid to the owner's account, and not before its sales settle.
  await (await dashboardMenu(page)).getByRole("link", { name: "Payout details" }).click();
  const payable = page.getByRole("table", { name: "Payouts of events shared with you" }).getByRole("row").filter({ hasText: owner.eventTitle });
  await expect(payable).toContainText(owner.fullname);
  await expect(page.getByRole("heading", { name: "Bank details" })).toHaveCount(0);
  await payable.getByRole("link", { name: /^Open payouts/ }).click();
  await expect(page.getByText(`${owner.eventTitle} · organised by ${owner.fullname}`)).toBeVisible();
  await expect(page.getByText(`Payouts of this event go to ${owner.fullname}'s bank account, never to yours.`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "can be paid out from" })).toHaveText(
    /^This event's sales can be paid out from .+ \(Lagos time\), once refunds for it are settled\.$/,
  );
  await expect(page.getByRole("button", { name: "Request For payment" })).toHaveCount(0);
  // ₦10,000 sold, ₦5,000 refunded.
  const balance = page.getByRole("table", { name: "Balances per event" }).getByRole("row").filter({ hasText: owner.eventTitle });
  await expect(balance).toContainText("₦10,000");
  await expect(balance).toContainText("₦5,000");
});
