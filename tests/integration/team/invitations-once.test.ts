import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, mailLink, uniqueEmail, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { eventFor } from "../../support/purchases";
import { accept, invite } from "../../support/team";
import { webSession } from "../../support/web-session";

let owner: { token: string; userId: string };
let eventId: string;

const invitationsOf = async (email: string) => (await database()).collection("teaminvitations").countDocuments({ email: email.toLowerCase() });
const membershipsOf = async (userId: string) =>
  (await database()).collection("teammemberships").countDocuments({ member: new mongoose.Types.ObjectId(userId), revokedAt: { $exists: false } });
const sendInvitation = (email: string, role: string, scope?: string) =>
  api("/api/v1/team/invitations", { method: "POST", token: owner.token, json: { email, role, eventId: scope } });

beforeAll(async () => {
  ({ organiser: owner, eventId } = await eventFor({ ticketPrice: "0" }));
}, 60_000);

describe("inviting one address twice", () => {
  it("refreshes the waiting invitation instead of making a second: the older link stops working, the newer one joins once", async () => {
    const member = await verifiedUser();
    const first = await invite(owner.token, member.email, "check_in", eventId);
    const second = await invite(owner.token, member.email, "finance", eventId);
    expect(await invitationsOf(member.email)).toBe(1);
    const waiting = (await api("/api/v1/team", { token: owner.token })).body.data.invitations as { email: string; role: string }[];
    expect(waiting.filter((invitation) => invitation.email === member.email.toLowerCase())).toEqual([expect.objectContaining({ role: "finance" })]);

    expect((await accept(member.token, first)).body.message).toBe("This invitation link is invalid");
    expect((await accept(member.token, second)).status).toBe(200);
    expect(await membershipsOf(member.userId)).toBe(1);

    // Invited again for the same event and accepted: still one membership, now with the newer role.
    const again = await invite(owner.token, member.email, "co_organiser", eventId);
    expect((await accept(member.token, again)).status).toBe(200);
    expect(await membershipsOf(member.userId)).toBe(1);
    const members = (await api("/api/v1/team", { token: owner.token })).body.data.members as { email: string; role: string }[];
    expect(members.filter((row) => row.email === member.email.toLowerCase()).map((row) => row.role)).toEqual(["co_organiser"]);
  });

  it("makes one invitation when sent five times at once, and another scope is another invitation", async () => {
    const email = uniqueEmail("twice");
    const sent = await Promise.all(Array.from({ length: 5 }, () => sendInvitation(email, "check_in", eventId)));
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await invitationsOf(email)).toBe(1);
    expect((await sendInvitation(email, "check_in")).status).toBe(201);
    expect(await invitationsOf(email)).toBe(2);
  });
});

describe("check-in links", () => {
  it("last at least 12 hours, as README promises, with a clear message", async () => {
    const link = (expiresInHours: number) =>
      api("/api/v1/team/links", { method: "POST", token: owner.token, json: { eventId, name: "Gate Short", expiresInHours } });
    for (const hours of [1, 11]) {
      const refused = await link(hours);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.expiresInHours).toEqual([
        "A check-in link lasts at least 12 hours, so it cannot stop working while the doors are open",
      ]);
    }
    expect((await link(12)).status).toBe(201);
  });
});

describe("the invitation's token", () => {
  it("never appears in the login redirect or any URL after the e-mailed link: it travels in an httpOnly cookie", async () => {
    const member = await verifiedUser();
    const since = new Date();
    expect((await sendInvitation(member.email, "check_in", eventId)).status).toBe(201);
    const { link, token } = await mailLink(member.email.toLowerCase(), "invites you to their team", since);

    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/dashboard/team/accept");
    const cookieLine = opened.headers.getSetCookie().find((line) => line.includes(token));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/Path=\/dashboard\/team\/accept/i);
    const invitationCookie = cookieLine!.split(";")[0]!;

    // Not logged in: the login page is asked to come back to the invitation page, which has no token in its address.
    const page = `${baseUrl()}/dashboard/team/accept`;
    const toLogin = await fetch(page, { redirect: "manual", headers: { cookie: invitationCookie } });
    expect(toLogin.status).toBeGreaterThanOrEqual(300);
    expect(toLogin.status).toBeLessThan(400);
    const login = toLogin.headers.get("location") ?? "";
    expect(new URL(login, baseUrl()).pathname).toBe("/login");
    expect(new URL(login, baseUrl()).searchParams.get("callbackUrl")).toBe("/dashboard/team/accept");
    expect(login).not.toContain(token);

    // Logged in: the page shows the invitation read from the cookie, and Accept.
    const { cookie } = await webSession(member.email, PASSWORD);
    const shown = await fetch(page, { redirect: "manual", headers: { cookie: `${cookie}; ${invitationCookie}` } });
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("invites you as");
    expect(html).toContain("Accept the invitation");
    // Without the cookie the page says how to get back to the invitation.
    const none = await (await fetch(page, { headers: { cookie } })).text();
    expect(none).toContain("Open the link in your invitation e-mail again");

    // A link e-mailed before /join-team (the token in the page's path) goes the same way, logged out too.
    const oldLink = await fetch(`${baseUrl()}/dashboard/team/accept/${token}`, { redirect: "manual" });
    expect(oldLink.status).toBe(303);
    expect(new URL(oldLink.headers.get("location") ?? "", baseUrl()).pathname).toBe(`/join-team/${token}`);
  });
});
