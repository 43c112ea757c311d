// npm run crash-test: buys and pays under load, kill -9s the app and then the database mid-flight,
// restarts both on the same data, lets the sweepers run, and checks that nothing was lost or leaked.
// Needs `npm run build` first. Exits non-zero if an invariant is broken.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { startStandalone } from "./lib/app.mjs";
import { copyEvent, createUsersWithTokens } from "./lib/bench-support.mjs";
import { startFerretdb } from "./lib/ferretdb.mjs";
import { freePort } from "./lib/ports.mjs";
import { readInvariants } from "./lib/crash-invariants.mjs";

const BUYERS = 40;
const SEATS = 120;
const LOAD_BEFORE_KILL_MS = 2_500;
const SWEEP_DEADLINE_MS = 60_000;
const SECRET = "crash-test-secret-0123456789-0123456789-abcdef";

const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-crash-"));
const dataDir = path.join(root, "db");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let database = await startFerretdb({ dataDir });
const port = await freePort();
const env = {
  NODE_ENV: "production",
  APP_URL: `http://127.0.0.1:${port}`,
  MONGODB_URI: database.uri,
  EMBEDDED_DB: "ferretdb",
  AUTH_SECRET: SECRET,
  PAYMENTS_TEST_MODE: "true",
  STORAGE_DIR: path.join(root, "uploads"),
  MAIL_DIR: path.join(root, "mail"),
  LOG_LEVEL: "error",
  // Orders untouched for 3 s count as interrupted; sweep every 2 s (defaults: 120 s, 60 s).
  ORDER_SETTLE_SECONDS: "3",
  SWEEP_INTERVAL_SECONDS: "2",
};
const startApp = () => startStandalone({ port, env, quiet: true });
let app = await startApp();
const connection = await mongoose.createConnection(database.uri, { maxPoolSize: 2 }).asPromise();
const db = connection.db;

const buyers = await createUsersWithTokens(db, SECRET, BUYERS, "Crash Buyer");
const eventId = await copyEvent(db, {
  ticketQuantity: SEATS,
  ticketPurchaseLimit: 6,
  ticketPrice: 1500,
  seatsTaken: 0,
  ticketSold: 0,
  seatsAssigned: 0,
  revenueGenerated: 0,
  totalAttendee: 0,
  countersVersion: 0,
});

const figures = { purchases: 0, held: 0, paid: 0, errors: 0 };

/** Each buyer: hold 1–2 tickets, open checkout, press Pay, verify; over and over until stopped. */
function startLoad() {
  let running = true;
  const call = async (pathName, init = {}) => {
    const response = await fetch(`${app.url}${pathName}`, { redirect: "manual", signal: AbortSignal.timeout(20_000), ...init });
    const body = response.headers.get("content-type")?.includes("json") ? await response.json() : await response.arrayBuffer();
    return { status: response.status, body };
  };
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
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
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

let exitCode = 0;
try {
  console.log(`Crash test: ${BUYERS} buyers, ${SEATS} seats, paying through the TEST MODE gateway`);

  let stopLoad = startLoad();
  await sleep(LOAD_BEFORE_KILL_MS);
  console.log(`kill -9 app (pid ${app.process.pid}) mid-flight`);
  killHard(app.process.pid);
  await stopLoad();
  app = await startApp();

  stopLoad = startLoad();
  await sleep(LOAD_BEFORE_KILL_MS);
  console.log(`kill -9 database (pid ${database.process.pid}) mid-flight`);
  killHard(database.process.pid);
  await sleep(500);
  database = await startFerretdb({ dataDir, port: database.port });
  await sleep(LOAD_BEFORE_KILL_MS);
  await stopLoad();
  console.log("load stopped; waiting for the sweepers…", figures);

  const started = Date.now();
  let invariants = await readInvariants(db, eventId);
  while (!invariants.ok && Date.now() - started < SWEEP_DEADLINE_MS) {
    await sleep(1_000);
    invariants = await readInvariants(db, eventId);
  }
  console.log(`after ${Math.round((Date.now() - started) / 1000)} s of sweeping:`);
  console.table(invariants.figures);
  if (!invariants.ok) {
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
