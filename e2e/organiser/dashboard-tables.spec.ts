import { randomUUID } from "node:crypto";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { logInThroughForm, verifiedAccount } from "../fixtures/accounts";
import { linkFromMail } from "../fixtures/mailbox";
import { DEMO_ORGANISER, bearer, boughtTickets, eventsOnSaleOf } from "../fixtures/organiser-api";
import { expect, test } from "../fixtures/test";

/**
 * Every dashboard table, at the project's width (412 px on the Pixel 7 project): a screenshot of
 * each, and no column clipped without a cue. A table either fits its box, or its box scrolls
 * sideways and says so ("Scroll sideways…" above it); scrolled to the end, its last column shows.
 */

type Expected = string | RegExp;
type Visit = { path: string; tables: Expected[]; prepare?: (page: Page) => Promise<void> };

/** Data the demo lacks, so every table has rows: a refund with a long reason, a promo code, a failed payout with its note. */
async function seedTheEmptyTables(request: APIRequestContext, baseURL: string) {
  const organiser = await bearer(request, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const auth = { authorization: `Bearer ${organiser.token}` };
  const paid = (await eventsOnSaleOf(request, organiser.userId, 2)).find((event) => event.ticketPrice > 0);
  if (!paid) throw new Error("The demo organiser has no paid event on sale");

  const { orderId } = await boughtTickets(request, baseURL, paid, 2, "Oluwaseun Adebayo-Okonkwo");
  const refund = await request.post("/api/v1/refunds", {
    headers: auth,
    data: { orderId, reason: "The buyer booked the wrong date and asked for the money back before the event" },
  });
  expect(refund.status(), await refund.text()).toBe(201);

  const code = await request.post(`/api/v1/events/${paid._id}/promo-codes`, {
    headers: auth,
    data: { code: `EARLY-BIRD-${randomUUID().slice(0, 6)}`, discountType: "fixed", discountValue: 1500, maxUses: 250 },
  });
  expect(code.status(), await code.text()).toBe(201);

  // Transfers to this TEST MODE account fail, so the history shows a status with its reason.
  const account = await request.put("/api/v1/payouts/account", { headers: auth, data: { accountNumber: "0111111111", bankCode: "044" } });
  expect(account.status(), await account.text()).toBe(200);
  const ledgers: { eventId: string; available: number }[] = (await (await request.get("/api/v1/payouts/balances", { headers: auth })).json()).data;
  const withMoney = ledgers.find((ledger) => ledger.available >= 1000);
  if (!withMoney) throw new Error("No demo event has a balance to pay out");
  const payout = await request.post("/api/v1/payouts", { headers: auth, data: { eventId: withMoney.eventId, amount: 1000 } });
  expect(payout.status(), await payout.text()).toBe(201);

  const finance = await seedTheTeam(request, baseURL, auth, paid._id);
  await seedTheGate(request, auth, paid._id);
  return { eventId: paid._id, finance };
}

/** An account that accepted the owner's invitation to the event in the given role. */
async function teamMember(
  request: APIRequestContext,
  baseURL: string,
  auth: Record<string, string>,
  eventId: string,
  role: "co_organiser" | "finance",
) {
  const member = await verifiedAccount(request, baseURL, `tables-${role}`);
  const since = new Date();
  const invited = await request.post("/api/v1/team/invitations", { headers: auth, data: { email: member.email, role, eventId } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await linkFromMail(member.email, "invites you to their team", since, baseURL)).pathname.split("/").at(-1);
  const memberLogin = await bearer(request, member.email, member.password);
  const accepted = await request.post("/api/v1/team/invitations/accept", {
    headers: { authorization: `Bearer ${memberLogin.token}` },
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return member;
}

/** A co-organiser and a finance member who accepted, an invitation still waiting, a check-in link, and so an audit log; answers the finance member. */
async function seedTheTeam(request: APIRequestContext, baseURL: string, auth: Record<string, string>, eventId: string) {
  await teamMember(request, baseURL, auth, eventId, "co_organiser");
  const finance = await teamMember(request, baseURL, auth, eventId, "finance");

  const waiting = await request.post("/api/v1/team/invitations", {
    headers: auth,
    data: { email: `waiting.${randomUUID().slice(0, 8)}@example.com`, role: "check_in", eventId },
  });
  expect(waiting.status(), await waiting.text()).toBe(201);
  const link = await request.post("/api/v1/team/links", {
    headers: auth,
    data: { eventId, name: "Gate B · the long side entrance", expiresInHours: 12 },
  });
  expect(link.status(), await link.text()).toBe(201);
  return finance;
}

/** A scanner's sync, so the live gate view has a gate and a device. */
async function seedTheGate(request: APIRequestContext, auth: Record<string, string>, eventId: string) {
  const list = await request.get(`/api/v1/events/${eventId}/gate/list`, { headers: auth });
  // The list names each ticket by its id (and carries only keyed hashes of the codes).
  const tickets: { id: string; status: string }[] = (await list.json()).data.tickets;
  const valid = tickets.find((ticket) => ticket.status === "valid");
  if (!valid) throw new Error("The paid demo event has no ticket left to admit");
  const sync = await request.post(`/api/v1/events/${eventId}/gate/sync`, {
    headers: auth,
    data: {
      deviceId: `tables-${randomUUID().slice(0, 8)}`,
      gate: "Main gate",
      scans: [{ ticket: valid.id, scannedAt: new Date().toISOString(), admittedOnDevice: true }],
    },
  });
  expect(sync.status(), await sync.text()).toBe(200);
}

const named = (expected: Expected) => (typeof expected === "string" ? `“${expected}”` : String(expected));
const fileName = (label: string, suffix = "") =>
  `${label
    .replace(/^\/dashboard\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase()}${suffix}.png`;

/** The box a dashboard table scrolls in: the region its caption names. */
const regionOf = (table: Locator) => table.locator("xpath=ancestor::*[@role='region'][1]");

/** The TEST MODE strip stays at the foot of the screen: left out of the pictures, so it hides no row. */
const shot = { style: "aside[aria-label='Payments test mode'] { display: none }" };

/** Attaches a screenshot of the table as a phone shows it, and fails if a column is clipped without a cue. */
async function checkTable(page: Page, table: Locator, label: string, testInfo: TestInfo) {
  const region = regionOf(table);
  await expect(region, `${label}: the table is not inside a scroll region`).toHaveCount(1);
  await region.scrollIntoViewIfNeeded();
  const regionId = await region.getAttribute("id");
  const hint = page.locator(`[data-scroll-hint="${regionId}"]`);

  const fit = await region.evaluate((box) => {
    const rect = box.getBoundingClientRect();
    return {
      overflows: box.scrollWidth > box.clientWidth + 1,
      scrollsSideways: ["auto", "scroll"].includes(getComputedStyle(box).overflowX),
      withinScreen: rect.left >= -1 && rect.right <= document.documentElement.clientWidth + 1,
      // A cell whose content sticks out of it runs over the next column.
      spilling: [...box.querySelectorAll("th, td")]
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent?.trim().slice(0, 40)),
    };
  });
  await testInfo.attach(fileName(label), { body: await region.locator("xpath=..").screenshot(shot), contentType: "image/png" });

  expect(fit.withinScreen, `${label}: the table's box runs off the screen`).toBe(true);
  expect(fit.spilling, `${label}: cells whose content runs over the next column`).toEqual([]);
  if (!fit.overflows) return;

  expect(fit.scrollsSideways, `${label}: wider than its box, which does not scroll`).toBe(true);
  await expect(hint, `${label}: wider than its box, with no "Scroll sideways" cue`).toBeVisible();
  // Scrolled to its end, the last column stands inside the box: nothing is clipped for good.
  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const [boxRect, lastRect] = await Promise.all([region.boundingBox(), table.locator("thead th").last().boundingBox()]);
  expect(lastRect && boxRect && lastRect.x + lastRect.width <= boxRect.x + boxRect.width + 1, `${label}: the last column stays clipped`).toBe(true);
  await testInfo.attach(fileName(label, "--scrolled"), { body: await region.screenshot(shot), contentType: "image/png" });
  await region.evaluate((box) => box.scrollTo({ left: 0 }));
}

test("every dashboard table shows all its columns: it fits, or scrolls inside its box with a visible cue", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const { eventId, finance } = await seedTheEmptyTables(request, baseURL as string);

  const ownerVisits: Visit[] = [
    {
      path: "/dashboard/overview",
      tables: ["Recent events", /^Tickets and revenue per day/, "Tickets sold and revenue per ticket type"],
      prepare: (page) => page.getByText("Show the figures per day").click(),
    },
    { path: "/dashboard/manage-event", tables: ["Your events"] },
    { path: "/dashboard/checkin", tables: ["Your events"] },
    { path: "/dashboard/ticket-sales", tables: ["Tickets sold and revenue per ticket type", /^Ticket sales, page 1 of \d+$/, "Refunds"] },
    { path: "/dashboard/payout-details", tables: ["Balances per event", "Payout history"] },
    { path: `/dashboard/check-in/${eventId}`, tables: ["Attendees"] },
    { path: `/dashboard/view-event?id=${eventId}`, tables: ["Tickets sold and revenue per ticket type", "Your codes"] },
    { path: "/dashboard/team", tables: ["Team members", "Invitations waiting", "Check-in links", "Audit log"] },
    { path: `/dashboard/gate/${eventId}`, tables: ["Admitted per ticket type", "Admitted per gate", "Devices"] },
  ];

  // A finance member of the owner's team: the events shared with them, and those events' payouts.
  const financeVisits: Visit[] = [
    {
      path: "/dashboard/overview",
      tables: ["Events shared with you", /^Tickets and revenue per day/],
      prepare: (page) => page.getByText("Show the figures per day").click(),
    },
    { path: "/dashboard/payout-details", tables: ["Payouts of events shared with you"] },
  ];

  await visitTables(page, DEMO_ORGANISER, ownerVisits, testInfo);
  await page.context().clearCookies();
  await visitTables(page, finance, financeVisits, testInfo);
});

async function visitTables(page: Page, account: { email: string; password: string }, visits: Visit[], testInfo: TestInfo) {
  await page.goto("/login?callbackUrl=%2Fdashboard%2Foverview");
  await logInThroughForm(page, account.email, account.password);
  await page.waitForURL("**/dashboard/overview");

  for (const { path, tables, prepare } of visits) {
    await page.goto(path);
    await expect(page.locator("main h1").first()).toBeVisible();
    await prepare?.(page);
    // Every table on the page is one of those expected, so a new one cannot slip past.
    await expect(page.locator("main table"), `${path}: tables other than ${tables.map(named).join(", ")}`).toHaveCount(tables.length);
    for (const caption of tables) {
      const table = page.getByRole("table", { name: caption, exact: true });
      await expect(table, `${path}: no table ${named(caption)}`).toBeVisible();
      await checkTable(page, table, `${path} ${named(caption)}`, testInfo);
    }
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageWidth, `${path}: the page itself scrolls sideways`).toBeLessThanOrEqual(1);
  }
}
