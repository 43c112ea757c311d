import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../server/app.mjs";
import { freePort } from "../../../server/ports.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { database } from "../../support/database";
import { api } from "../../support/http";
import { testStack } from "../../support/stack";

// A second app process over the test database, as a second instance behind a load balancer would be.
let second: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  const port = await freePort();
  second = await startStandalone({
    port,
    quiet: true,
    env: trialAppEnv(
      { port, mongoUri: testStack().mongoUri, storageDir: testStack().storageDir, authSecret: TEST_AUTH_SECRET },
      { EMBEDDED_DB: "ferretdb", SEED_ON_START: "false" },
    ),
  });
});

afterAll(() => second?.stop());

/** GET /api/v1/me on the second process: its status and the name it knows. */
async function meOnSecond(token: string) {
  const response = await fetch(`${second.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data?: { fullname: string } };
  return { status: response.status, fullname: body.data?.fullname };
}

const statusOnSecond = async (token: string) => (await meOnSecond(token)).status;

/** Renames the user in the database only, behind every process's back: no feed record says so. */
async function renameBehindTheApp(userId: string, fullname: string) {
  await (await database()).collection("users").updateOne({ _id: new mongoose.Types.ObjectId(userId) }, { $set: { fullname } });
}

/**
 * Waits until the second process keeps the session: a rename written behind every process's back
 * (no feed record says so) is not seen there. It keeps sessions once it follows the session feed,
 * a moment after its first signed-in request.
 */
async function keptOnSecond(userId: string, token: string) {
  let renames = 0;
  await expect
    .poll(async () => {
      const before = await meOnSecond(token);
      await renameBehindTheApp(userId, `Renamed Behind The App ${++renames}`);
      const after = await meOnSecond(token);
      return after.status === 200 && after.fullname === before.fullname;
    }, FEED_WAIT)
    .toBe(true);
}

// Only the session feed can make these pass: the second process keeps a session for a minute
// when it hears nothing (the renames above stay unseen that long).
const FEED_WAIT = { timeout: 10_000, interval: 50 };

describe("a session kept by another app process", () => {
  it("is refused there once the user logs out through the first", async () => {
    const { userId, token } = await verifiedUser();
    await keptOnSecond(userId, token);
    expect((await api("/api/v1/logout/", { method: "POST", token })).status).toBe(200);
    await expect.poll(() => statusOnSecond(token), FEED_WAIT).toBe(401);
  });

  it("is refused there once the password is changed through the first", async () => {
    const { userId, token } = await verifiedUser();
    await keptOnSecond(userId, token);
    const changed = await api("/api/v1/change-password", {
      method: "POST",
      token,
      json: { oldPassword: PASSWORD, newPassword: "Harmattan-Wind-7", confirmPassword: "Harmattan-Wind-7" },
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => statusOnSecond(token), FEED_WAIT).toBe(401);
  });

  it("is refused there once the account is deleted through the first", async () => {
    const { userId, token } = await verifiedUser();
    await keptOnSecond(userId, token);
    const deleted = await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    await expect.poll(() => statusOnSecond(token), FEED_WAIT).toBe(401);
  });

  it("shows a profile change made through the first", async () => {
    const { userId, token } = await verifiedUser();
    await keptOnSecond(userId, token);
    expect((await api("/api/v1/profile", { method: "PATCH", token, json: { fullname: "Adaeze Okafor" } })).status).toBe(200);
    await expect.poll(async () => (await meOnSecond(token)).fullname, FEED_WAIT).toBe("Adaeze Okafor");
  });

  it("applies a record another process wrote to the session feed: the counter moved by one, the record under that number", async () => {
    const { userId, token } = await verifiedUser();
    await keptOnSecond(userId, token);
    // What announceSessionChange does in some other process, after revoking the user's sessions.
    const db = await database();
    await db.collection("sessions").updateMany({ user: new mongoose.Types.ObjectId(userId) }, { $set: { revokedAt: new Date() } });
    expect(await statusOnSecond(token)).toBe(200);
    const counter = await db
      .collection<{ _id: string; seq: number }>("counters")
      .findOneAndUpdate({ _id: "session-changes" }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" });
    await db.collection<{ _id: number; user: mongoose.Types.ObjectId; origin: string; createdAt: Date }>("sessionchanges").insertOne({
      _id: counter!.seq,
      user: new mongoose.Types.ObjectId(userId),
      origin: "another-host:1:test",
      createdAt: new Date(),
    });
    await expect.poll(() => statusOnSecond(token), FEED_WAIT).toBe(401);
    // The process that made the test's own calls follows the same feed.
    await expect.poll(async () => (await api("/api/v1/me", { token })).status, FEED_WAIT).toBe(401);
  });
});
