import { createHash } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor, freeTicketsBought } from "../../support/purchases";
import { accept, checkInLink, invite, linkHeaders, teamMember } from "../../support/team";

let owner: { token: string; userId: string };
let eventId: string;
let codes: string[];

const checkIn = (code: string, init: { token?: string; headers?: Record<string, string> }) =>
  api(`/api/v1/check-in/${eventId}`, { method: "POST", ...init, json: { checkInCode: code } });

beforeAll(async () => {
  const setup = await eventFor({ ticketPrice: "0", ticketQuantity: "20", ticketPurchaseLimit: "10" });
  owner = setup.organiser;
  eventId = setup.eventId;
  ({ codes } = await freeTicketsBought(eventId, 10, "Bola Ahmed"));
}, 60_000);

describe("invitations", () => {
  it("work once: a second accept, by anyone, is refused and makes no second membership", async () => {
    const member = await verifiedUser();
    const token = await invite(owner.token, member.email, "check_in", eventId);
    const [first, second] = await Promise.all([accept(member.token, token), accept(member.token, token)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await accept(member.token, token)).body.message).toBe("This invitation has already been used");
    const memberships = await (await database()).collection("teammemberships").countDocuments({ member: new mongoose.Types.ObjectId(member.userId) });
    expect(memberships).toBe(1);
  });

  it("are only for the address invited, and are kept as a hash", async () => {
    const invited = await verifiedUser();
    const other = await verifiedUser();
    const token = await invite(owner.token, invited.email, "finance");
    const refused = await accept(other.token, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(invited.email.toLowerCase());
    const stored = await (await database()).collection("teaminvitations").findOne({ email: invited.email.toLowerCase() });
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await accept(invited.token, token)).status).toBe(200);
  });

  it("can be accepted after signing up with the invited address", async () => {
    const email = uniqueEmail("newcomer");
    const token = await invite(owner.token, email, "check_in", eventId);
    const newcomer = await verifiedUser(email);
    expect((await accept(newcomer.token, token)).status).toBe(200);
    expect((await checkIn(codes[5]!, { token: newcomer.token })).status).toBe(200);
  });

  it("expire, and a withdrawn one stops working", async () => {
    const late = await verifiedUser();
    const lateToken = await invite(owner.token, late.email, "check_in", eventId);
    const invitations = (await database()).collection("teaminvitations");
    await invitations.updateOne({ email: late.email.toLowerCase() }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await accept(late.token, lateToken);
    expect(expired).toMatchObject({ status: 409, body: { message: "This invitation has expired: ask the organiser for a new one" } });

    const withdrawnMember = await verifiedUser();
    const withdrawnToken = await invite(owner.token, withdrawnMember.email, "co_organiser");
    const pending = (await api("/api/v1/team", { token: owner.token })).body.data.invitations as { _id: string; email: string }[];
    const id = pending.find((invitation) => invitation.email === withdrawnMember.email.toLowerCase())!._id;
    expect((await api(`/api/v1/team/invitations/${id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await accept(withdrawnMember.token, withdrawnToken)).body.message).toBe("This invitation was withdrawn by the organiser");
  });

  it("name only the owner's own events", async () => {
    const elsewhere = await eventFor({ ticketPrice: "0" });
    const sent = await api("/api/v1/team/invitations", {
      method: "POST",
      token: owner.token,
      json: { email: "someone@example.com", role: "check_in", eventId: elsewhere.eventId },
    });
    expect(sent.status).toBe(403);
    const bad = await api("/api/v1/team/invitations", { method: "POST", token: owner.token, json: { email: "not-an-address", role: "boss" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["email", "role"]);
  });
});

describe("revocation takes effect at once", () => {
  it("a removed member's next scan is refused", async () => {
    const member = await teamMember(owner.token, "check_in", eventId);
    expect((await checkIn(codes[0]!, { token: member.token })).status).toBe(200);
    expect((await api(`/api/v1/team/members/${member.membershipId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await checkIn(codes[1]!, { token: member.token })).status).toBe(403);
    expect((await api(`/api/v1/attendees/${eventId}`, { token: member.token })).status).toBe(403);
  });

  it("a revoked link's next scan and page load are refused; an expired one too", async () => {
    const link = await checkInLink(owner.token, eventId, "Gate C");
    expect((await checkIn(codes[2]!, { headers: linkHeaders(link.token) })).status).toBe(200);
    expect((await api(`/api/v1/team/links/${link.linkId}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await checkIn(codes[3]!, { headers: linkHeaders(link.token) })).status).toBe(403);
    expect(await (await fetch(`${baseUrl()}/gate/${link.token}`)).text()).toContain("This check-in link no longer works");
    // The link's offline scanner learns it at its next sync, with a message it can show.
    const sync = await api(`/api/v1/events/${eventId}/gate/sync`, {
      method: "POST",
      headers: linkHeaders(link.token),
      json: {
        deviceId: "volunteer-phone",
        gate: "Gate C",
        scans: [{ code: codes[3]!, scannedAt: new Date().toISOString(), admittedOnDevice: true }],
      },
    });
    expect(sync).toMatchObject({
      status: 403,
      body: { message: "This check-in link does not work here: it has expired, was revoked, or is for another event" },
    });
    expect((await api(`/api/v1/events/${eventId}/gate/list`, { headers: linkHeaders(link.token) })).status).toBe(403);

    const short = await checkInLink(owner.token, eventId, "Gate D", 12);
    await (
      await database()
    )
      .collection("checkinlinks")
      .updateOne({ _id: new mongoose.Types.ObjectId(short.linkId) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await checkIn(codes[3]!, { headers: linkHeaders(short.token) })).status).toBe(403);
    expect((await api(`/api/v1/events/${eventId}/gate/list`, { headers: linkHeaders(short.token) })).status).toBe(403);
    const links = (await api("/api/v1/team/links", { token: owner.token })).body.data as { name: string; state: string }[];
    expect(
      links
        .filter((link) => link.name === "Gate C" || link.name === "Gate D")
        .map((link) => link.state)
        .sort(),
    ).toEqual(["expired", "revoked"]);
  });

  it("a made-up link is refused", async () => {
    expect((await checkIn(codes[4]!, { headers: linkHeaders("x".repeat(32)) })).status).toBe(403);
    expect((await fetch(`${baseUrl()}/gate/${"x".repeat(32)}`)).status).toBe(200);
  });
});

describe("check-in rate limit", () => {
  it("lets a gate's normal pace through and answers 429 past the limit under concurrent scans, with a clear message", async () => {
    const member = await teamMember(owner.token, "check_in", eventId);
    const normal = await Promise.all(Array.from({ length: 30 }, () => checkIn("NOSUCHCODE", { token: member.token })));
    expect(normal.every((response) => response.status === 404)).toBe(true);

    // Fill this minute's window to 10 below the limit (1,200), then scan 20 at once: 10 pass, 10 are refused.
    let now = Date.now();
    if (now % 60_000 > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (now % 60_000) + 100));
    now = Date.now();
    const key = `check-in:${eventId}:user:${member.userId}:${Math.floor(now / 60_000)}`;
    await (
      await database()
    )
      .collection("ratelimits")
      .updateOne({ key }, { $set: { count: 1_190, expiresAt: new Date((Math.floor(now / 60_000) + 1) * 60_000) } }, { upsert: true });
    const burst = await Promise.all(Array.from({ length: 20 }, () => checkIn("NOSUCHCODE", { token: member.token })));
    expect(burst.filter((response) => response.status === 404)).toHaveLength(10);
    const limited = burst.filter((response) => response.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.body.message).toMatch(/^Too many check-ins from this account: more than 1,200 a minute\. Wait \d+ seconds? and scan again\.$/);
    // Another account at the same gate is not held up.
    expect((await checkIn("NOSUCHCODE", { token: owner.token })).status).toBe(404);
  });
});
