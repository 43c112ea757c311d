import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { testStack } from "../../support/stack";
import { uniqueEmail } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";
import { checkInLink, invite, linkHeaders } from "../../support/team";

type Sweep = (now?: Date) => Promise<number>;
let sweepTeamRecords: Sweep;
let sweepOverdueTeamRecords: Sweep;
let migrateTeamSweepDays: () => Promise<number>;

let owner: { token: string; userId: string };
let eventId: string;
let codes: string[];

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const linkExists = async (id: string) =>
  Boolean(await (await database()).collection("checkinlinks").findOne({ _id: new mongoose.Types.ObjectId(id) }));
const invitationExists = async (email: string) => Boolean(await (await database()).collection("teaminvitations").findOne({ email }));

beforeAll(async () => {
  // The sweeper runs against the test server's database, as the server's own would.
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  ({ sweepTeamRecords, sweepOverdueTeamRecords } = await import("@/lib/domain/team/team-record-sweep"));
  ({ migrateTeamSweepDays } = await import("@/lib/domain/team/migrate-team-sweep-days"));
  const setup = await eventFor({ ticketPrice: "0", ticketQuantity: "10", ticketPurchaseLimit: "5" });
  owner = setup.organiser;
  eventId = setup.eventId;
  ({ codes } = await freeTicketsBought(eventId, 3, "Ngozi Eze"));
}, 60_000);

describe("the invitations and check-in links sweeper", () => {
  it("removes an expired invitation and a revoked link after their 30-day grace, keeps a live link, and the audit still names them", async () => {
    const email = uniqueEmail("swept").toLowerCase();
    await invite(owner.token, email, "check_in", eventId);
    const revoked = await checkInLink(owner.token, eventId, "Gate Sweep A");
    const admitted = await api(`/api/v1/check-in/${eventId}`, {
      method: "POST",
      headers: linkHeaders(revoked.token),
      json: { checkInCode: codes[0] },
    });
    expect(admitted.status).toBe(200);
    expect((await api(`/api/v1/team/links/${revoked.linkId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    const live = await checkInLink(owner.token, eventId, "Gate Sweep B", 720);

    // Within the grace period everything stays, marked expired or revoked in the owner's lists.
    await sweepTeamRecords(inDays(29));
    expect([await invitationExists(email), await linkExists(revoked.linkId), await linkExists(live.linkId)]).toEqual([true, true, true]);

    // 30 days after the revocation the link goes; the invitation (expired after 7 days) stays until day 38.
    await sweepTeamRecords(inDays(31));
    expect([await invitationExists(email), await linkExists(revoked.linkId), await linkExists(live.linkId)]).toEqual([true, false, true]);
    await sweepTeamRecords(inDays(38));
    expect([await invitationExists(email), await linkExists(live.linkId)]).toEqual([false, true]);

    const links = (await api("/api/v1/team/links", { token: owner.token })).body.data as { name: string }[];
    expect(links.map((link) => link.name)).toContain("Gate Sweep B");
    expect(links.map((link) => link.name)).not.toContain("Gate Sweep A");
    expect(
      (await api(`/api/v1/check-in/${eventId}`, { method: "POST", headers: linkHeaders(live.token), json: { checkInCode: codes[1] } })).status,
    ).toBe(200);

    // The audit log keeps who and which link as text: nothing in it needed the removed records.
    const audit = (await api("/api/v1/team/audit", { token: owner.token })).body.data as {
      action: string;
      actorLabel: string;
      detail: string;
      device: string;
    }[];
    expect(audit.find((entry) => entry.action === "invite" && entry.detail.includes(email))?.detail).toMatch(/^Invited .+ as Check-in staff for /);
    expect(audit.find((entry) => entry.action === "link_create" && entry.detail.includes("Gate Sweep A"))?.detail).toBe(
      "Created the check-in link “Gate Sweep A”",
    );
    expect(audit.find((entry) => entry.action === "link_revoke" && entry.detail.includes("Gate Sweep A"))?.detail).toBe(
      "Revoked the check-in link “Gate Sweep A”",
    );
    const admission = audit.find((entry) => entry.action === "admit" && entry.actorLabel === "Gate Sweep A");
    expect(admission?.device).toMatch(/^Gate Sweep A/);
  });

  it("removes at a start whatever fell due while no process ran", async () => {
    const forgotten = await checkInLink(owner.token, eventId, "Gate Sweep C", 12);
    // Due 31 days from now; the day-by-day sweep of day 100 does not look back that far.
    await sweepTeamRecords(inDays(100));
    expect(await linkExists(forgotten.linkId)).toBe(true);
    expect(await sweepOverdueTeamRecords(inDays(100))).toBeGreaterThanOrEqual(1);
    expect(await linkExists(forgotten.linkId)).toBe(false);
  });

  it("gives invitations and links from before it their sweep day, once", async () => {
    const db = await database();
    const email = uniqueEmail("older").toLowerCase();
    const expiresAt = new Date(Date.now() - 2 * DAY);
    await db.collection("teaminvitations").insertOne({
      owner: new mongoose.Types.ObjectId(owner.userId),
      email,
      role: "finance",
      tokenHash: `older-${email}`,
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 7 * DAY),
    });
    await db.collection("migrations").deleteOne({ _id: "team-sweep-days" as never });
    expect(await migrateTeamSweepDays()).toBeGreaterThanOrEqual(1);
    expect(await migrateTeamSweepDays()).toBe(0);
    const stored = await db.collection("teaminvitations").findOne({ email });
    expect(stored?.sweepOn).toBe(new Date(expiresAt.getTime() + 31 * DAY).toISOString().slice(0, 10));
    await sweepTeamRecords(new Date(expiresAt.getTime() + 31 * DAY));
    expect(await invitationExists(email)).toBe(false);
  });
});
