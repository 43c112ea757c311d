import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../server/app.mjs";
import { freePort } from "../../../server/ports.mjs";
import { verifiedUser } from "../../support/accounts";
import { database, setPlan } from "../../support/database";
import { createdEventId } from "../../support/events";
import { api } from "../../support/http";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { testStack } from "../../support/stack";

// A second app process over the test database, as a second instance behind a load balancer would be.
let second: { url: string; stop: () => Promise<void> };
let token: string;
let nightId: string;
let morningId: string;

beforeAll(async () => {
  // Created before the second process starts, so it follows the feed from after their creation:
  // what it caches of them stays until a later record says they changed.
  const organiser = await verifiedUser();
  token = organiser.token;
  await setPlan(organiser.userId, "pro");
  nightId = await createdEventId(token, { eventTitle: "Feed Night" });
  morningId = await createdEventId(token, { eventTitle: "Feed Morning" });
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

const onSecond = async (path: string) => (await fetch(`${second.url}${path}`)).text();
const titleOnSecond = async (eventId: string) => JSON.parse(await onSecond(`/api/v1/event/${eventId}`)).data.eventTitle as string;

/** The event as the second process lists it, in a search for "feed" (one the title matches before and after its edit). */
async function listedOnSecond(eventId: string) {
  const { data } = JSON.parse(await onSecond("/api/v1/events?q=feed&limit=100")) as { data: { _id: string; eventTitle: string }[] };
  return data.find((event) => event._id === eventId);
}

/** Changes the title in the database only, behind every process's back: no feed record says so. */
async function retitleBehindTheApp(eventId: string, eventTitle: string) {
  await (await database()).collection("events").updateOne({ _id: new mongoose.Types.ObjectId(eventId) }, { $set: { eventTitle } });
}

// The waits below are far shorter than the 60 s for which a process keeps event data it has not
// heard has changed: only the change feed can make them pass.
const FEED_WAIT = { timeout: 10_000, interval: 100 };

describe("the change feed across app processes", () => {
  it("shows an edit made through one process on another that had the event cached: API, page and list", async () => {
    const eventId = nightId;
    expect(await titleOnSecond(eventId)).toBe("Feed Night");
    expect(await onSecond(`/event-details/${eventId}`)).toContain("Feed Night");
    expect((await listedOnSecond(eventId))?.eventTitle).toBe("Feed Night");

    await retitleBehindTheApp(eventId, "Feed Night (unannounced)");
    // The second process answers from its cache: what changed without a record is not seen yet.
    expect(await titleOnSecond(eventId)).toBe("Feed Night");

    const form = new FormData();
    form.append("eventTitle", "Feed Night: Encore");
    expect((await api(`/api/v1/events/${eventId}`, { method: "PATCH", token, body: form })).status).toBe(200);

    await expect.poll(() => titleOnSecond(eventId), FEED_WAIT).toBe("Feed Night: Encore");
    await expect.poll(() => onSecond(`/event-details/${eventId}`), FEED_WAIT).toContain("Feed Night: Encore");
    await expect.poll(async () => (await listedOnSecond(eventId))?.eventTitle, FEED_WAIT).toBe("Feed Night: Encore");
  });

  it("applies a record another process wrote to the feed: the counter moved by one, the record under that number", async () => {
    const eventId = morningId;
    const titleOnFirst = async () => (await api(`/api/v1/event/${eventId}`)).body.data.eventTitle as string;
    expect(await titleOnSecond(eventId)).toBe("Feed Morning");
    expect(await titleOnFirst()).toBe("Feed Morning");
    await retitleBehindTheApp(eventId, "Feed Morning: Rescheduled");
    expect(await titleOnSecond(eventId)).toBe("Feed Morning");
    expect(await titleOnFirst()).toBe("Feed Morning");

    // What writeEventChange does in some other process.
    const db = await database();
    const counter = await db
      .collection<{ _id: string; seq: number }>("counters")
      .findOneAndUpdate({ _id: "event-changes" }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" });
    await db.collection<{ _id: number; event: mongoose.Types.ObjectId; kind: string; origin: string; createdAt: Date }>("eventchanges").insertOne({
      _id: counter!.seq,
      event: new mongoose.Types.ObjectId(eventId),
      kind: "details",
      origin: "another-host:1:test",
      createdAt: new Date(),
    });

    await expect.poll(() => titleOnSecond(eventId), FEED_WAIT).toBe("Feed Morning: Rescheduled");
    // The process that made the test's own calls follows the same feed.
    await expect.poll(titleOnFirst, FEED_WAIT).toBe("Feed Morning: Rescheduled");
  });
});
