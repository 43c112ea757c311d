// npm run crash-test: buys and pays under load, kill -9s the app and then the database mid-flight,
// restarts both on the same data, lets the sweepers run, and checks that nothing was lost or leaked.
// Needs `npm run build` first. Exits non-zero if an invariant is broken. CRASH_LOG_LEVEL=info shows the app's log.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStandalone, trialAppEnv } from "../server/app.mjs";
import { copyEvent, createUsersWithTokens } from "./lib/bench-support.mjs";
import { startFerretdb } from "../server/ferretdb.mjs";
import { freePort } from "../server/ports.mjs";
import { readInvariants } from "./lib/crash-invariants.mjs";

const BUYERS = 40;
const SILENT_PAYERS = 10;
const SEATS = 20_000;
const LOAD_BEFORE_KILL_MS = 2_500;
// The production sweep settings (lib/platform/env.ts defaults): every paid order must have its tickets
// within one sweep interval of the restart, on an event that keeps selling.
const SWEEP_INTERVAL_SECONDS = 60;
const ORDER_SETTLE_SECONDS = 10;
const REPAIR_DEADLINE_MS = (SWEEP_INTERVAL_SECONDS + 15) * 1000;
const FINAL_DEADLINE_MS = (2 * SWEEP_INTERVAL_SECONDS + 30) * 1000;
const SECRET = "crash-test-secret-0123456789-0123456789-abcdef";

const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-crash-"));
const dataDir = path.join(root, "db");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let database = await startFerretdb({ dataDir });
const port = await freePort();
const env = trialAppEnv(
  { port, mongoUri: database.uri, storageDir: path.join(root, "uploads"), authSecret: SECRET },
  {
    EMBEDDED_DB: "ferretdb",
    MAIL_DIR: path.join(root, "mail"),
    LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? "error",
    ORDER_SETTLE_SECONDS: String(ORDER_SETTLE_SECONDS),
    SWEEP_INTERVAL_SECONDS: String(SWEEP_INTERVAL_SECONDS),
  },
);
const startApp = () => startStandalone({ port, env, quiet: !process.env.CRASH_LOG_LEVEL });
let app = await startApp();
const connection = await mongoose.createConnection(database.uri, { maxPoolSize: 2 }).asPromise();
const db = connection.db;

const buyers = await createUsersWithTokens(db, SECRET, BUYERS, "Crash Buyer");
const silentPayers = await createUsersWithTokens(db, SECRET, SILENT_PAYERS, "Silent Payer");
const eventId = await copyEvent(db, {
  ticketQuantity: SEATS,
  ticketPurchaseLimit: SEATS,
  ticketPrice: 1500,
  seatsTaken: 0,
  ticketSold: 0,
  seatsAssigned: 0,
  revenueGenerated: 0,
  totalAttendee: 0,
  countersVersion: 0,
});

const figures = { purchases: 0, held: 0, paid: 0, errors: 0 };

const call = async (pathName, init = {}) => {
  const response = await fetch(`${app.url}${pathName}`, { redirect: "manual", signal: AbortSignal.timeout(20_000), ...init });
  const body = response.headers.get("content-type")?.includes("json") ? await response.json() : await response.arrayBuffer();
  return { status: response.status, body };
};

/** Each buyer: hold 1–2 tickets, open checkout, press Pay, verify; over and over until stopped. */
function startLoad() {
  let running = true;
  const buyer = async ({ token }) => {
    while (running) {
      try {
        figures.purchases += 1;
        const held = await call(`/api/v1/create/ticket/${eventId}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ fullName: "Crash Buyer", email: "crash@example.com", numberOfTicket: 1 + (figures.purchases % 2) }),
        });
        if (held.status !== 201) {
          await sleep(200);
          continue;
        }
        figures.held += 1;
        const checkout = await call(`/api/v1/payment/${held.body.data[0]._id}`, { method: "POST" });
        const reference = checkout.body?.data?.reference;
        if (!reference) continue;
        await call(`/api/test-gateway/checkout/${reference}`, { method: "POST", body: new URLSearchParams({ outcome: "pay" }) });
        const verify = await call(`/api/v1/verify?reference=${reference}`);
        if (verify.body?.data?.status === "Successful") figures.paid += 1;
        await sleep(100);
      } catch {
        figures.errors += 1;
        await sleep(200);
      }
    }
  };
  const done = Promise.all(buyers.map(buyer));
  return async () => {
    running = false;
    await done;
  };
}

/** kill -9 of a process and (for the clustered app) its workers, which a dying primary would otherwise leave behind. */
function killHard(pid) {
  let children = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    // no children
  }
  for (const target of [pid, ...children]) {
    try {
      process.kill(target, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

/** Buyers who open checkout and close the tab: their payment reaches the gateway while the app is down. */
async function holdForSilentPayers() {
  const references = [];
  for (const { token } of silentPayers) {
    const held = await call(`/api/v1/create/ticket/${eventId}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ fullName: "Silent Payer", email: "silent@example.com", numberOfTicket: 2 }),
    });
    const checkout = held.status === 201 ? await call(`/api/v1/payment/${held.body.data[0]._id}`, { method: "POST" }) : null;
    if (checkout?.body?.data?.reference) references.push(checkout.body.data.reference);
  }
  return references;
}

/**
 * The gateway takes their money while our app is dead, so its first webhook fails. Half of them
 * get the gateway's retry, due as the app comes back; for the other half no webhook ever arrives
 * and their 15-minute hold ends as the app comes back: the hold sweeper must ask before expiring.
 */
async function payAtGatewayWhileDown(references) {
  const now = new Date();
  const half = Math.ceil(references.length / 2);
  const transactions = db.collection("testtransactions");
  await transactions.updateMany({ reference: { $in: references } }, { $set: { status: "success", paidAt: now } });
  await transactions.updateMany(
    { reference: { $in: references.slice(0, half) } },
    { $set: { webhook: "due", webhookAttempts: 1, webhookNextAt: now } },
  );
  await db.collection("orders").updateMany({ reference: { $in: references.slice(half) } }, { $set: { expiresAt: now } });
}

const ticketCounts = async () => {
  const counts = await db
    .collection("tickets")
    .aggregate([{ $match: { event: eventId } }, { $group: { _id: "$order", n: { $sum: 1 } } }])
    .toArray();
  return new Map(counts.map((row) => [String(row._id), row.n]));
};

/** Paid orders lacking tickets right now (what a crash left). */
async function paidShort() {
  const paid = await db
    .collection("orders")
    .find({ event: eventId, status: "paid" }, { projection: { quantity: 1 } })
    .toArray();
  const counts = await ticketCounts();
  return paid.filter((order) => (counts.get(String(order._id)) ?? 0) !== order.quantity).map((order) => order._id);
}

/** Waits until every given order (by id, or by reference) is paid with all its tickets; answers the seconds it took, or null. */
async function secondsUntilServed(ids, references, since) {
  while (Date.now() - since < REPAIR_DEADLINE_MS) {
    const orders = await db
      .collection("orders")
      .find(
        { $or: [{ _id: { $in: ids } }, { reference: { $in: references } }] },
        { projection: { status: 1, quantity: 1, fulfilment: 1, paidAt: 1, expiresAt: 1, reference: 1 } },
      )
      .toArray();
    const counts = await ticketCounts();
    const waiting = orders.filter((order) => order.status !== "paid" || counts.get(String(order._id)) !== order.quantity);
    if (waiting.length === 0) return (Date.now() - since) / 1000;
    if (Date.now() - since >= REPAIR_DEADLINE_MS - 500) {
      console.error(
        "still waiting for:",
        waiting.map((order) => ({ ...order, tickets: counts.get(String(order._id)) ?? 0 })),
      );
    }
    await sleep(500);
  }
  return null;
}

let exitCode = 0;
const repairs = [];
try {
  console.log(`Crash test: ${BUYERS} buyers and ${SILENT_PAYERS} silent payers, ${SEATS} seats, TEST MODE gateway;`);
  console.log(`production sweep settings: every ${SWEEP_INTERVAL_SECONDS} s, an order untouched for ${ORDER_SETTLE_SECONDS} s is interrupted`);

  let stopLoad = startLoad();
  const silent = await holdForSilentPayers();
  await sleep(LOAD_BEFORE_KILL_MS);
  console.log(`kill -9 app (pid ${app.process.pid}) mid-flight`);
  killHard(app.process.pid);
  await stopLoad();
  await payAtGatewayWhileDown(silent);
  const shortAfterAppKill = await paidShort();
  let restartedAt = Date.now();
  app = await startApp();
  stopLoad = startLoad(); // the event keeps selling while the sweeper repairs
  const [shortServed, silentServed] = await Promise.all([
    secondsUntilServed(shortAfterAppKill, [], restartedAt),
    secondsUntilServed([], silent, restartedAt),
  ]);
  repairs.push({
    crash: "app kill -9",
    "paid orders short of tickets": shortAfterAppKill.length,
    "gateway-paid, app never told": silent.length,
    "short ones served after (s)": shortServed,
    "gateway-paid served after (s)": silentServed,
    "all served after (s)": shortServed == null || silentServed == null ? null : Math.max(shortServed, silentServed),
  });

  console.log(`kill -9 database (pid ${database.process.pid}) mid-flight`);
  killHard(database.process.pid);
  await sleep(500);
  database = await startFerretdb({ dataDir, port: database.port });
  restartedAt = Date.now();
  await sleep(LOAD_BEFORE_KILL_MS);
  const shortAfterDatabaseKill = await paidShort();
  const databaseServed = await secondsUntilServed(shortAfterDatabaseKill, [], restartedAt);
  repairs.push({
    crash: "database kill -9",
    "paid orders short of tickets": shortAfterDatabaseKill.length,
    "gateway-paid, app never told": 0,
    "short ones served after (s)": databaseServed,
    "gateway-paid served after (s)": null,
    "all served after (s)": databaseServed,
  });
  await stopLoad();
  console.log("load stopped", figures);
  console.table(repairs);

  const started = Date.now();
  let invariants = await readInvariants(db, eventId);
  while (!invariants.ok && Date.now() - started < FINAL_DEADLINE_MS) {
    await sleep(1_000);
    invariants = await readInvariants(db, eventId);
  }
  console.log(`after ${Math.round((Date.now() - started) / 1000)} s more of sweeping:`);
  console.table(invariants.figures);
  const slow = repairs.filter((repair) => repair["all served after (s)"] == null || repair["all served after (s)"] > SWEEP_INTERVAL_SECONDS + 5);
  if (slow.length > 0)
    invariants.broken.push(`paid orders not served within one sweep interval after: ${slow.map((repair) => repair.crash).join(", ")}`);
  if (invariants.broken.length > 0) {
    console.error("BROKEN:", invariants.broken.join("; "));
    exitCode = 1;
  } else {
    console.log("All invariants hold.");
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await connection.close().catch(() => {});
  await app.stop();
  await database.stop();
  rmSync(root, { recursive: true, force: true });
}
process.exit(exitCode);
