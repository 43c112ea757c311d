import { beforeAll, describe, expect, it } from "vitest";
import { settleEvent } from "../../support/database";
import { createdEventId } from "../../support/events";
import { PASSWORD } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { eventually, paidOrder, refund } from "../../support/money";
import { eventFor } from "../../support/purchases";
import { checkInLink, teamMember } from "../../support/team";
import { webSession } from "../../support/web-session";

type Entry = { _id: string; action: string; actorKind: string; detail: string; eventId: string | null };
type Page = { status: number; body: { data: Entry[]; meta: { nextCursor: string | null }; errors?: Record<string, string[]> } };

let owner: { token: string; userId: string; email: string };
let eventId: string;
let finance: { token: string };
let coOrganiser: { token: string };

const audit = async (query = "", token = owner.token): Promise<Page> => (await api(`/api/v1/team/audit${query}`, { token })) as unknown as Page;

/** Every entry of the log (or of one kind), following `nextCursor` page by page. */
async function wholeLog(query: string, limit: number) {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page = await audit(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(limit);
    entries.push(...page.body.data);
    cursor = page.body.meta.nextCursor;
    pages += 1;
  } while (cursor);
  return { entries, pages };
}

/** One sync of the owner's gate phone bringing one scan it refused (a code not on its list): one line in the log per sync. */
const syncOneScan = (index: number) =>
  api(`/api/v1/events/${eventId}/gate/sync`, {
    method: "POST",
    token: owner.token,
    json: {
      deviceId: "gate-phone-audit",
      gate: "Main gate",
      queued: 1,
      scans: [{ code: `NOPE${String(index).padStart(4, "0")}`, scannedAt: new Date().toISOString(), refusedOnDevice: "unknown" }],
    },
  });

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "10000", ticketPurchaseLimit: "4" });
  owner = setup.organiser;
  eventId = setup.eventId;
  finance = await teamMember(owner.token, "finance", eventId);
  coOrganiser = await teamMember(owner.token, "co_organiser");
}, 60_000);

describe("the audit log", () => {
  it("after a refund and then 205 scanner syncs, still finds the refund under Money", async () => {
    const { orderId, tickets } = await paidOrder(eventId, 2);
    const refunded = await refund(finance.token, { orderId, ticketIds: [String(tickets[0]!._id)], reason: "Cannot come" });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);

    for (let batch = 0; batch < 205; batch += 5) {
      const responses = await Promise.all(Array.from({ length: Math.min(5, 205 - batch) }, (_, offset) => syncOneScan(batch + offset)));
      for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const admissions = await eventually(
      () => wholeLog("&kind=checkin", 200),
      ({ entries }) => entries.length >= 205,
    );
    expect(admissions.entries).toHaveLength(205);

    // The newest 200 entries are all syncs: the refund is beyond them, as before…
    const newest = await audit();
    expect(newest.body.data).toHaveLength(200);
    expect(newest.body.data.some((entry) => entry.action === "refund")).toBe(false);
    // …and the Money filter finds it, naming who made it.
    const money = await audit("?kind=money");
    expect(money.status).toBe(200);
    expect(money.body.data).toEqual([
      expect.objectContaining({
        action: "refund",
        actorKind: "finance",
        eventId,
        detail: expect.stringMatching(/^Refunded 1 ticket of order .+ \(₦10,000\)$/),
      }),
    ]);
    expect(money.body.meta.nextCursor).toBeNull();
  }, 180_000);

  it("records every change of money, prices, codes, team and links, by whoever made it", async () => {
    // Money: the owner's bank details, then a payout asked by the finance member.
    await settleEvent(eventId);
    expect(
      (await api("/api/v1/payouts/account", { method: "PUT", token: owner.token, json: { accountNumber: "0123456789", bankCode: "057" } })).status,
    ).toBe(200);
    const payout = await api("/api/v1/payouts", { method: "POST", token: finance.token, json: { eventId, amount: 1_000 } });
    expect(payout.status, JSON.stringify(payout.body)).toBe(201);

    // Prices and codes: the co-organiser edits another of the owner's events.
    const other = await createdEventId(owner.token, { ticketPrice: "5000", ticketQuantity: "80" });
    const types = (await api(`/api/v1/events/${other}/ticket-types`, { token: coOrganiser.token })).body.data as {
      _id: string;
      name: string;
      price: number;
      quantity: number;
    }[];
    const saved = await api(`/api/v1/events/${other}/ticket-types`, {
      method: "PUT",
      token: coOrganiser.token,
      json: {
        ticketTypes: [
          { ...types[0], price: 6_000 },
          { name: "VIP", price: 20_000, quantity: 20 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The existing client's event form sets the single ticket's price: a change of prices too.
    const single = await createdEventId(owner.token, { ticketPrice: "3000", ticketQuantity: "40" });
    const form = new FormData();
    form.append("ticketPrice", "3500");
    form.append("eventTitle", "Lekki Sunset Jazz (late show)");
    expect((await api(`/api/v1/events/${single}`, { method: "PATCH", token: coOrganiser.token, body: form })).status).toBe(200);
    const code = await api(`/api/v1/events/${other}/promo-codes`, {
      method: "POST",
      token: coOrganiser.token,
      json: { code: "EARLY20", discountType: "percent", discountValue: 20, maxUses: 50 },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const switchedOff = await api(`/api/v1/events/${other}/promo-codes/${code.body.data._id}`, {
      method: "PATCH",
      token: coOrganiser.token,
      json: { active: false },
    });
    expect(switchedOff.status).toBe(200);

    // Team and links: the owner removes a door member, creates a link and revokes it.
    const door = await teamMember(owner.token, "check_in", eventId);
    expect((await api(`/api/v1/team/members/${door.membershipId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    const link = await checkInLink(owner.token, eventId, "Gate Audit");
    expect((await api(`/api/v1/team/links/${link.linkId}`, { method: "DELETE", token: owner.token })).status).toBe(200);

    const kind = async (name: string) =>
      (await audit(`?kind=${name}`)).body.data.map(({ action, actorKind, detail }) => ({ action, actorKind, detail }));
    expect(await kind("money")).toEqual([
      {
        action: "payout_request",
        actorKind: "finance",
        detail: expect.stringMatching(/^Requested a payout of ₦1,000 from “Lekki Sunset Jazz” \((pending|paid)\)$/),
      },
      { action: "bank_details", actorKind: "owner", detail: "Set the payout bank account to Adaeze Okafor, Zenith Bank ••••6789" },
      expect.objectContaining({ action: "refund", actorKind: "finance" }),
    ]);
    expect(await kind("prices")).toEqual([
      { action: "ticket_types", actorKind: "co_organiser", detail: "Set the ticket's price ₦3,500" },
      { action: "ticket_types", actorKind: "co_organiser", detail: "Changed Regular: price ₦5,000 → ₦6,000; added VIP ₦20,000 × 20" },
    ]);
    expect(await kind("event")).toContainEqual({ action: "edit", actorKind: "co_organiser", detail: "Edited the event: eventTitle" });
    expect(await kind("codes")).toEqual([
      { action: "promo_edit", actorKind: "co_organiser", detail: "Changed the code EARLY20: switched off" },
      { action: "promo_create", actorKind: "co_organiser", detail: "Created the code EARLY20: 20% off, every ticket type, up to 50 uses" },
    ]);
    const team = await kind("team");
    expect(team.slice(0, 3).map((entry) => [entry.action, entry.actorKind])).toEqual([
      ["revoke", "owner"],
      ["accept", "check_in"],
      ["invite", "owner"],
    ]);
    expect(
      team
        .filter((entry) => entry.action === "accept")
        .map((entry) => entry.actorKind)
        .sort(),
    ).toEqual(["check_in", "co_organiser", "finance"]);
    expect(await kind("links")).toEqual([
      { action: "link_revoke", actorKind: "owner", detail: "Revoked the check-in link “Gate Audit”" },
      { action: "link_create", actorKind: "owner", detail: "Created the check-in link “Gate Audit”" },
    ]);
  }, 120_000);

  it("pages through every entry exactly once, newest first, whole or by kind", async () => {
    const all = (await wholeLog("", 200)).entries;
    const paged = await wholeLog("", 37);
    expect(paged.pages).toBe(Math.ceil(all.length / 37));
    expect(paged.entries.map((entry) => entry._id)).toEqual(all.map((entry) => entry._id));
    expect(new Set(paged.entries.map((entry) => entry._id)).size).toBe(paged.entries.length);
    expect(all.length).toBeGreaterThan(215);

    const kinds = ["money", "prices", "codes", "team", "links", "checkin", "event"];
    const byKind = await Promise.all(kinds.map(async (name) => (await wholeLog(`&kind=${name}`, 25)).entries));
    expect(
      byKind
        .flat()
        .map((entry) => entry._id)
        .sort(),
    ).toEqual(all.map((entry) => entry._id).sort());
  }, 120_000);

  it("on the team page, shows one kind of change at a time and pages to older entries", async () => {
    const { cookie } = await webSession(owner.email, PASSWORD);
    const teamPage = async (query: string) => {
      const response = await fetch(`${baseUrl()}/dashboard/team${query}`, { headers: { cookie }, redirect: "manual" });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/<!-- -->/g, "").replace(/&amp;/g, "&");
    };
    const newest = await teamPage("");
    expect(newest).toContain('href="/dashboard/team?audit=money#audit-heading"');
    expect(newest).not.toContain("Refunded 1 ticket of order");
    const older = /href="(\/dashboard\/team\?after=[^"#]+)#audit-heading"/.exec(newest)?.[1];
    expect(older, "an Older entries link").toBeDefined();
    expect(await teamPage(older!.slice("/dashboard/team".length))).toContain("Back to the newest entries");

    const money = await teamPage("?audit=money");
    expect(money).toContain("Refunded 1 ticket of order");
    expect(money).toContain("Set the payout bank account to Adaeze Okafor, Zenith Bank ••••6789");
    expect(money).not.toContain("Synced 1 scan");
  });

  it("refuses an unknown kind, a made-up cursor and a limit past 200 with 422, and shows a member nothing of the owner's", async () => {
    expect((await audit("?kind=everything")).status).toBe(422);
    expect((await audit("?cursor=yesterday")).status).toBe(422);
    expect((await audit("?limit=201")).status).toBe(422);
    expect((await audit("", finance.token)).body.data).toEqual([]);
  });
});
