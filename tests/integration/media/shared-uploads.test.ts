import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "@/lib/platform/media/disk-storage";
import { gridfsStorage } from "@/lib/platform/media/gridfs-storage";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { DEMO_ORGANISER } from "@/lib/jobs/seed/demo-content";
import { startStandalone, trialAppEnv } from "../../../server/app.mjs";
import { startFerretdb } from "../../../server/ferretdb.mjs";
import { freePort } from "../../../server/ports.mjs";
import { posterAcrossInstances } from "../../../bench/lib/scale-uploads.mjs";
import { posterPng } from "../../support/events";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { webSession } from "../../support/web-session";

type App = Awaited<ReturnType<typeof startStandalone>>;

let root: string;
let database: Awaited<ReturnType<typeof startFerretdb>>;
let instanceA: App;
let instanceB: App;
let reader: mongoose.Connection;
let organiserCookie: string;

const uploadDir = (name: string) => path.join(root, `uploads-${name}`);
const filesIn = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
};

/** A reader of its own, as a fresh process would have: nothing in memory from the apps. */
const freshReader = (): MediaStorage => gridfsStorage(async () => reader.db as mongoose.mongo.Db);
const keysIn = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys;
};

async function startInstance(name: string, env: Record<string, string>) {
  const port = await freePort();
  return startStandalone({
    port,
    quiet: true,
    // A disk directory of each instance's own (storageDir), which must stay empty.
    env: trialAppEnv(
      { port, mongoUri: database.uri, storageDir: uploadDir(name), authSecret: TEST_AUTH_SECRET },
      { STORAGE: "gridfs", MAIL_DIR: path.join(root, `mail-${name}`), ...env },
    ),
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "scheditix-gridfs-"));
  database = await startFerretdb({ dataDir: path.join(root, "db"), port: undefined });
  // A starts the way the embedded launcher starts the app, so it seeds the demo data: posters into GridFS.
  instanceA = await startInstance("a", { EMBEDDED_DB: "ferretdb" });
  instanceB = await startInstance("b", { SEED_ON_START: "false" });
  reader = await mongoose.createConnection(database.uri, { maxPoolSize: 2 }).asPromise();
  organiserCookie = (await webSession(DEMO_ORGANISER.email, DEMO_ORGANISER.password, instanceA.url)).cookie;
}, 240_000);

afterAll(async () => {
  await reader?.close();
  await Promise.all([instanceA?.stop(), instanceB?.stop()]);
  await database?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("uploads with STORAGE=gridfs, two app processes over one database", () => {
  it("serves every seeded poster from the instance that did not seed, out of the database", async () => {
    const events: { image: { imageUrl: string } }[] = (await (await fetch(`${instanceB.url}/api/v1/events`)).json()).data;
    const posters = events.map((event) => new URL(event.image.imageUrl).pathname).filter((url) => url.startsWith("/media/events/"));
    expect(posters.length).toBeGreaterThan(3);
    for (const poster of posters) {
      const served = await fetch(`${instanceB.url}${poster}`);
      expect(served.status, poster).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect([bytes.toString("latin1", 0, 4), bytes.toString("latin1", 8, 12)], poster).toEqual(["RIFF", "WEBP"]);
    }
    expect(filesIn(uploadDir("a")) + filesIn(uploadDir("b"))).toBe(0);
  });

  it("serves a poster published on A from B: same bytes and ETag, immutable, 304 when revalidated", async () => {
    const result = await posterAcrossInstances({ baseA: instanceA.url, baseB: instanceB.url, cookieA: organiserCookie });
    expect(result.detail).toMatch(/served by B/);
    expect(result.ok).toBe(true);
    expect(filesIn(uploadDir("a"))).toBe(0);
  });

  it("keeps the upload in the database, where a fresh reader finds the bytes B serves", async () => {
    const uploaded = (await keysIn(freshReader())).filter((key) => /^events\/[0-9a-f]{24}\.webp$/.test(key));
    expect(uploaded.length).toBeGreaterThan(0);
    for (const key of uploaded) {
      const file = await freshReader().open(key);
      const stored = Buffer.concat(await file!.stream().toArray());
      const served = Buffer.from(await (await fetch(`${instanceB.url}/media/${key}`)).arrayBuffer());
      expect(served.equals(stored), key).toBe(true);
    }
  });

  it("removes a replaced profile picture from the database: neither instance serves it any more", async () => {
    const upload = async () => {
      const form = new FormData();
      form.append("image", await posterPng(), "me.png");
      const response = await fetch(`${instanceB.url}/api/v1/profile/picture`, { method: "POST", headers: { cookie: organiserCookie }, body: form });
      expect(response.status).toBe(200);
      return (await response.json()).data.avatarUrl as string;
    };
    const first = await upload();
    expect((await fetch(`${instanceB.url}${first}`)).status).toBe(200);
    const second = await upload();
    expect((await fetch(`${instanceA.url}${second}`)).status).toBe(200);
    expect((await fetch(`${instanceB.url}${first}`)).status).toBe(404);
    expect((await fetch(`${instanceA.url}${first}`)).status).toBe(404);
    expect(await freshReader().has(first.replace("/media/", ""))).toBe(false);
  });

  it("answers 404 for a key nobody stored", async () => {
    const missing = await fetch(`${instanceB.url}/media/events/${"0".repeat(24)}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });
});

describe("npm run media:move", () => {
  const run = async (to: string, storageDir: string) => {
    const { stdout } = await promisify(execFile)(path.resolve("node_modules/.bin/tsx"), ["scripts/media-move.ts", "--to", to], {
      env: { ...process.env, MONGODB_URI: database.uri, STORAGE_DIR: storageDir },
    });
    const counts = /copied: (\d+), already there: (\d+), source copies removed: (\d+), failed: (\d+)/.exec(stdout);
    expect(counts, stdout).not.toBeNull();
    return { copied: Number(counts![1]), alreadyThere: Number(counts![2]), removed: Number(counts![3]), failed: Number(counts![4]) };
  };

  it("copies disk uploads into GridFS once, and everything back to a disk", async () => {
    const oldDisk = path.join(root, "old-uploads");
    await diskStorage(oldDisk).put("events/from-disk-one.webp", Buffer.from("one"));
    await diskStorage(oldDisk).put("avatars/from-disk-two.webp", Buffer.from("two"));

    expect(await run("gridfs", oldDisk)).toEqual({ copied: 2, alreadyThere: 0, removed: 0, failed: 0 });
    expect(await run("gridfs", oldDisk)).toEqual({ copied: 0, alreadyThere: 2, removed: 0, failed: 0 });
    const served = await fetch(`${instanceB.url}/media/events/from-disk-one.webp`);
    expect(await served.text()).toBe("one");

    const inDatabase = (await keysIn(freshReader())).length;
    const newDisk = path.join(root, "new-uploads");
    expect(await run("disk", newDisk)).toEqual({ copied: inDatabase, alreadyThere: 0, removed: 0, failed: 0 });
    expect(filesIn(newDisk)).toBe(inDatabase);
  }, 120_000);
});
