import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../server/app.mjs";
import { copyEvent, createUsersWithTokens } from "../../../bench/lib/bench-support.mjs";
import { readInvariants } from "../../../bench/lib/crash-invariants.mjs";
import { ROOT, startFerretdb } from "../../../server/ferretdb.mjs";
import { freePort } from "../../../server/ports.mjs";
import { database } from "../../support/database";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";
import { testStack } from "../../support/stack";

const BUYERS = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const scratch = mkdtempSync(path.join(os.tmpdir(), "scheditix-backup-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs one of our scripts with DATA_DIR set; answers its exit code and output. */
function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts", script), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, STORAGE_DIR: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Buyers hold 1–2 tickets, pay at the TEST MODE gateway and verify, over and over until stopped. */
function purchaseBurst(baseUrl: string, eventId: string, tokens: string[]) {
  let running = true;
  // Each sale paid: its reference, when its hold was asked for and when its verify answered.
  const paid: { reference: string; heldFrom: number; at: number }[] = [];
  const call = async (pathName: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${pathName}`, { redirect: "manual", signal: AbortSignal.timeout(20_000), ...init });
    return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : null };
  };
  const buyer = async (token: string, index: number) => {
    for (let round = 0; running; round++) {
      const heldFrom = Date.now();
      const held = await call(`/api/v1/create/ticket/${eventId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": `10.9.0.${index + 1}` },
        body: JSON.stringify({ fullName: "Backup Buyer", email: "backup.buyer@example.com", numberOfTicket: 1 + ((round + index) % 2) }),
      }).catch(() => null);
      if (held?.status !== 201) continue;
      const checkout = await call(`/api/v1/payment/${held.body.data[0]._id}`, { method: "POST" });
      const reference = checkout.body?.data?.reference as string | undefined;
      if (!reference) continue;
      await call(`/api/test-gateway/checkout/${reference}`, { method: "POST", body: new URLSearchParams({ outcome: "pay" }) });
      const verify = await call(`/api/v1/verify?reference=${reference}`);
      if (verify.body?.data?.status === "Successful") paid.push({ reference, heldFrom, at: Date.now() });
    }
  };
  const done = Promise.all(tokens.map(buyer));
  return {
    paid,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe("npm run backup and npm run restore", () => {
  it("writes an archive only its owner can read, and packs its working copies the same way, whatever the umask", async () => {
    const liveData = path.dirname(testStack().storageDir);
    const backups = path.join(scratch, "owner-only");
    const backup = await runScript("backup.mjs", [backups], liveData);
    expect(backup.code, backup.output).toBe(0);
    const [archive = ""] = readdirSync(backups);
    expect(statSync(path.join(backups, archive)).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    // tar keeps the modes of what it packed: the working directory and the database copies.
    const listing = await new Promise<string>((resolve, reject) => {
      const child = spawn("tar", ["-tvzf", path.join(backups, archive)], { stdio: ["ignore", "pipe", "inherit"] });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`tar -t failed (${code})`))));
    });
    const modes = new Map(
      listing
        .trim()
        .split("\n")
        .map((line) => [line.split(/\s+/).at(-1) ?? "", line.split(/\s+/)[0]]),
    );
    expect(modes.get("./")).toBe("drwx------");
    const copies = [...modes.keys()].filter((name) => name.startsWith("./db/") && name.endsWith(".sqlite"));
    expect(copies.length).toBeGreaterThan(0);
    for (const name of [...copies, "./manifest.json"]) expect(modes.get(name), name).toBe("-rw-------");
  });

  it("restore a backup taken during a purchase burst into a fresh directory where every paid order has its tickets and the counters match", async () => {
    const db = await database();
    const buyers = await createUsersWithTokens(db, TEST_AUTH_SECRET, BUYERS, "Backup Buyer");
    const eventId = await copyEvent(db, {
      ticketQuantity: 5_000,
      ticketPurchaseLimit: 5_000,
      ticketPrice: 2_500,
      seatsTaken: 0,
      ticketSold: 0,
      seatsAssigned: 0,
      revenueGenerated: 0,
      totalAttendee: 0,
      countersVersion: 0,
    });
    // The test server keeps its database in <root>/db and its uploads in <root>/uploads.
    const liveData = path.dirname(testStack().storageDir);
    const backups = path.join(scratch, "backups");

    const burst = purchaseBurst(
      testStack().baseUrl,
      String(eventId),
      buyers.map((buyer) => buyer.token as string),
    );
    let backup = { code: null as number | null, output: "" };
    let backupStartedAt = 0;
    let uploadsBefore: string[] = [];
    let uploadsAfter: string[] = [];
    let backupEndedAt = 0;
    try {
      while (burst.paid.length < 10) await sleep(100);
      uploadsBefore = filesUnder(testStack().storageDir);
      backupStartedAt = Date.now();
      backup = await runScript("backup.mjs", [backups], liveData);
      backupEndedAt = Date.now();
      uploadsAfter = filesUnder(testStack().storageDir);
      // Sales go on after it.
      while (!burst.paid.some((sale) => sale.heldFrom > backupEndedAt)) await sleep(100);
    } finally {
      await burst.stop();
    }
    expect(backup.code, backup.output).toBe(0);
    const archive = readdirSync(backups)[0] ?? "";
    expect(archive).toMatch(/^scheditix-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);

    const fresh = path.join(scratch, "restored");
    const restore = await runScript("restore.mjs", [path.join(backups, archive)], fresh);
    expect(restore.code, restore.output).toBe(0);
    // Every upload made before the backup began is restored; one made while it ran may or may not be.
    const restoredUploads = filesUnder(path.join(fresh, "uploads"));
    expect(uploadsBefore.length).toBeGreaterThan(0);
    expect(restoredUploads).toEqual(expect.arrayContaining(uploadsBefore));
    expect(uploadsAfter).toEqual(expect.arrayContaining(restoredUploads));
    // A directory that already holds data is not overwritten by mistake.
    const again = await runScript("restore.mjs", [path.join(backups, archive)], fresh);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already hold data.*--force/);

    // The restored copy is a moment of a live database, as after a crash: the app over it, with its
    // sweeper, finishes what was in flight, and then every invariant of the crash test holds.
    const restoredDatabase = await startFerretdb({ dataDir: path.join(fresh, "db") });
    const port = await freePort();
    const app = await startStandalone({
      port,
      quiet: true,
      env: trialAppEnv(
        { port, mongoUri: restoredDatabase.uri, storageDir: path.join(fresh, "uploads"), authSecret: TEST_AUTH_SECRET },
        { MAIL_DIR: path.join(fresh, "mail"), LOG_LEVEL: "error", SWEEP_INTERVAL_SECONDS: "1", ORDER_SETTLE_SECONDS: "1" },
      ),
    });
    const connection = await mongoose.createConnection(restoredDatabase.uri, { maxPoolSize: 1 }).asPromise();
    try {
      const restored = connection.db!;
      let invariants = await readInvariants(restored, eventId);
      for (let wait = 0; !invariants.ok && wait < 60; wait++) {
        await sleep(500);
        invariants = await readInvariants(restored, eventId);
      }
      expect(invariants.broken).toEqual([]);
      expect(invariants.figures["orders paid"]).toBeGreaterThan(0);
      // Every sale verified before the backup began is in it, paid.
      const verifiedBefore = burst.paid.filter((sale) => sale.at < backupStartedAt).map((sale) => sale.reference);
      const orders = await restored
        .collection("orders")
        .find({ reference: { $in: verifiedBefore } })
        .toArray();
      expect(orders.map((order) => order.status)).toEqual(verifiedBefore.map(() => "paid"));
      // Sales begun after it had finished are not: the copy is of its moment, not of the live files later.
      const begunAfter = burst.paid.filter((sale) => sale.heldFrom > backupEndedAt).map((sale) => sale.reference);
      expect(await restored.collection("orders").countDocuments({ reference: { $in: begunAfter } })).toBe(0);
    } finally {
      await connection.close();
      await app.stop();
      await restoredDatabase.stop();
    }
  }, 240_000);
});
