import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import { PASSWORD, logIn, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api, baseUrl } from "../../support/http";
import { linksIn, waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { webSession } from "../../support/web-session";
import { testStack } from "../../support/stack";

/** The cancel link of the newest deletion e-mail to `email`. */
async function cancelLink(email: string, since: Date) {
  const mail = await waitForMail(testStack().inboxDir, { to: email, subject: "account is being deleted", since });
  const link = linksIn(mail).find((url) => url.startsWith(`${baseUrl()}/cancel-deletion/`));
  expect(link, "a cancel link in the deletion e-mail").toBeDefined();
  return link as string;
}

/** Backdates the sign-in behind `token` (its session) by `minutes`. */
async function signedInMinutesAgo(userId: string, minutes: number) {
  const sessions = (await database()).collection("sessions");
  const createdAt = new Date(Date.now() - minutes * 60_000);
  await sessions.updateMany({ user: new mongoose.Types.ObjectId(userId) }, { $set: { createdAt } });
}

describe("DELETE /api/v1/delete/user/{userId} without a password (the existing client sends no body)", () => {
  it("deletes from a bearer sign-in of the last 15 minutes and e-mails a link that keeps the account", async () => {
    const { email, userId, token } = await verifiedUser();
    const since = new Date();
    const deleted = await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data).toMatch(/48 hours/);
    expect((await api("/api/v1/me", { token })).status).toBe(401);
    expect((await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } })).status).toBe(401);

    const link = await cancelLink(email, since);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Keep my account");

    const cancelToken = link.split("/").pop() as string;
    const kept = await api(`/api/v1/cancel-deletion/${cancelToken}`, { method: "POST" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await logIn(email)).toEqual(expect.any(String));
    expect((await api(`/api/v1/cancel-deletion/${cancelToken}`, { method: "POST" })).status).toBe(400);
  });

  it("asks a sign-in older than 15 minutes to sign in again, and deletes nothing", async () => {
    const { userId, token } = await verifiedUser();
    await signedInMinutesAgo(userId, 16);
    const stale = await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token });
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ code: "forbidden", message: expect.stringMatching(/sign in again/) });
    expect((await api("/api/v1/me", { token })).status).toBe(200);

    // The password still works however old the sign-in.
    expect((await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);
  });

  it("keeps asking our own pages (web sessions) for the password", async () => {
    const { email, userId } = await verifiedUser();
    const session = await webSession(email, PASSWORD);
    const missing = await fetch(`${baseUrl()}/api/v1/delete/user/${userId}`, {
      method: "DELETE",
      headers: { cookie: session.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.password).toEqual(["Confirm your password"]);
  });

  it("e-mails the cancel link after a password-confirmed deletion too; the link works once", async () => {
    const { email, userId, token } = await verifiedUser();
    const since = new Date();
    expect((await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);
    const cancelToken = (await cancelLink(email, since)).split("/").pop() as string;
    expect((await api(`/api/v1/cancel-deletion/${cancelToken}`, { method: "POST" })).status).toBe(200);
    const again = await api(`/api/v1/cancel-deletion/${cancelToken}`, { method: "POST" });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid or expired/);
    expect((await api("/api/v1/cancel-deletion/not-a-real-token-at-all", { method: "POST" })).status).toBe(400);
  });
});
