#!/usr/bin/env node
// `npm run bench`: starts the built app on a throw-away embedded database and prints
// requests/s, p50 and p99 at 50 concurrent connections, the purchase race and the gate as the
// ticket store grows (1,000 → 100,000 tickets), peak memory of both processes, the JavaScript each
// page loads and how long a login takes (BENCH_ONLY=js, `npm run bench:js`, for those two alone),
// the offline gate's check-in list and syncs (BENCH_ONLY=gate-offline alone), and the online gate
// before and after a change, against a build of an earlier commit (BENCH_ONLY=gate-online alone),
// a public page while an organiser saves one event 5 times a second (BENCH_ONLY=edits alone), the
// signed-in reads beside a bare GET handler, with their database round trips (BENCH_ONLY=signed-in
// alone), every organiser screen and export of a 50,000-ticket event (BENCH_ONLY=bigshow alone),
// 1,000 people on a waitlist with 100 seats coming back at once (BENCH_ONLY=waitlist alone), and
// Lighthouse on the public pages beside a bare Next.js page (`npm run lighthouse` alone).
// BENCH_ONLY=rush-profile profiles the app through the rush and prints where a purchase's CPU goes.
import autocannon from "autocannon";
import mongoose from "mongoose";
import { NEXT_VERSION, startBareNext } from "./lib/bare-next.mjs";
import { createGate } from "./lib/bench-gate.mjs";
import { benchGateOffline } from "./lib/bench-gate-offline.mjs";
import { benchBrowser } from "./lib/bench-browser.mjs";
import { benchEdits, benchEditsAlone, editableEvents, printEdits } from "./lib/bench-edits.mjs";
import { benchPages, benchPagesAlone, printPages } from "./lib/bench-pages.mjs";
import { benchPurchases } from "./lib/bench-purchases.mjs";
import { benchRushProfile } from "./lib/bench-rush-profile.mjs";
import { rssMegabytes, timedBursts, withCpuPerRequest } from "./lib/bench-support.mjs";
import { TEST_AUTH_SECRET, startTestStack } from "./lib/test-stack.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Samples the resident memory of the given processes while `work` runs; answers the peaks. */
async function withPeakMemory(pids, work) {
  const peaks = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name], rssMegabytes(pid));
  };
  const timer = setInterval(sample, 200);
  try {
    const result = await work();
    sample();
    return { result, peaks };
  } finally {
    clearInterval(timer);
  }
}

function run(url, title, duration = DURATION_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, title }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const TICKETS_STORED = (process.env.BENCH_TICKETS ?? "1000,10000,100000").split(",").map(Number);

/** The rush (purchase race) and the gate (check-ins) at each size of the ticket store. */
async function rushAndGate(stack, db) {
  const gate = await createGate(db, TEST_AUTH_SECRET);
  const pids = { app: stack.app.process.pid, database: stack.database.process.pid };
  const rows = [];
  for (const [index, size] of TICKETS_STORED.entries()) {
    const filling = performance.now();
    await gate.growTo(size);
    const fillSeconds = ((performance.now() - filling) / 1000).toFixed(0);
    // Uncounted, as the floor's first burst is: the app's JIT and connection pool warm up first.
    if (index === 0) {
      await benchPurchases({ url: stack.url, db, secret: TEST_AUTH_SECRET, rounds: 1 });
      await gate.scan({ url: stack.url, rounds: 1 });
    }
    const purchases = await withCpuPerRequest(pids, () => benchPurchases({ url: stack.url, db, secret: TEST_AUTH_SECRET }));
    const checkIns = await withCpuPerRequest(pids, () => gate.scan({ url: stack.url }));
    rows.push({ scenario: "purchase race", "tickets stored": size, ...purchases });
    rows.push({ scenario: "gate check-ins", "tickets stored": size, ...checkIns });
    console.log(`  ${size.toLocaleString("en")} tickets stored (filled in ${fillSeconds} s): done`);
  }
  return rows;
}

/**
 * The same bursts against a bare Next.js app of our version (one route handler that reads JSON
 * and answers JSON; no database, no auth): the floor any Next.js app has on this machine.
 */
async function frameworkFloor() {
  const bare = await startBareNext();
  try {
    const burst = async (size, rounds) => {
      const bursts = timedBursts();
      const request = {
        url: `${bare.url}/api/echo`,
        token: "unused",
        body: { fullName: "Bench Buyer", email: "bench@example.com", numberOfTicket: 1 },
      };
      await bursts.send(Array.from({ length: size }, () => request)); // warm-up, not counted
      const counted = timedBursts();
      for (let round = 0; round < rounds; round++) await counted.send(Array.from({ length: size }, () => request));
      return counted.summary();
    };
    const pids = { app: bare.process.pid };
    return [
      { scenario: "rush-shaped bursts (100 at once)", ...(await withCpuPerRequest(pids, () => burst(100, 3))) },
      { scenario: "gate-shaped bursts (60 at once)", ...(await withCpuPerRequest(pids, () => burst(60, 5))) },
    ];
  } finally {
    await bare.stop();
  }
}

if (process.env.BENCH_ONLY === "rush-profile") {
  await benchRushProfile();
  process.exit(0);
}

if (process.env.BENCH_ONLY === "edits") {
  await benchEditsAlone();
  process.exit(0);
}

if (process.env.BENCH_ONLY === "pages") {
  await benchPagesAlone();
  process.exit(0);
}

/** The browser's side alone (`npm run bench:js`): JavaScript per page and the login's timings. */
async function benchBrowserAlone() {
  const stack = await startTestStack();
  try {
    const events = await (await fetch(`${stack.url}/api/v1/events`)).json();
    await benchBrowser({ url: stack.url, eventId: events.data[0]._id });
  } finally {
    await stack.stop();
  }
}

if (process.env.BENCH_ONLY === "js") {
  await benchBrowserAlone();
  process.exit(0);
}

/** The offline gate alone (BENCH_ONLY=gate-offline): the 10,000-ticket check-in list and 500-scan syncs. */
async function benchGateOfflineAlone() {
  const stack = await startTestStack();
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    const pids = { app: stack.app.process.pid, database: stack.database.process.pid };
    await benchGateOffline({ url: stack.url, db: connection.db, secret: TEST_AUTH_SECRET, pids });
  } finally {
    await connection.close();
    await stack.stop();
  }
}

if (process.env.BENCH_ONLY === "gate-offline") {
  await benchGateOfflineAlone();
  process.exit(0);
}

if (process.env.BENCH_ONLY === "transfers") {
  const { benchTransferHolds, printTransferHolds } = await import("./lib/bench-transfer-holds.mjs");
  printTransferHolds(await benchTransferHolds());
  process.exit(0);
}

if (process.env.BENCH_ONLY === "purchase-trips") {
  const { benchPurchaseTrips, printPurchaseTrips } = await import("./lib/bench-purchase-trips.mjs");
  const trips = await benchPurchaseTrips();
  printPurchaseTrips(trips);
  process.exit(0);
}

if (process.env.BENCH_ONLY === "waitlist") {
  const { benchWaitlist, printWaitlist } = await import("./lib/bench-waitlist.mjs");
  printWaitlist(await benchWaitlist());
  process.exit(0);
}

/**
 * The core transaction alone (BENCH_ONLY=core): the floor, the rush and the gate, the cached event
 * page against raw node:http, the signed-in reads and the round trips per purchase, then the table
 * of each against its goal, as the full run ends with. `BENCH_TICKETS` as for the full run.
 */
if (process.env.BENCH_ONLY === "core") {
  const floor = await frameworkFloor();
  const stack = await startTestStack();
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  let rush;
  let pages;
  try {
    const events = await (await fetch(`${stack.url}/api/v1/events`)).json();
    console.log("Rush and gate, as the ticket store grows:");
    rush = await rushAndGate(stack, connection.db);
    pages = await benchPages({ url: stack.url, eventId: events.data[0]._id, appPid: stack.app.process.pid, only: "raw node:http" });
  } finally {
    await connection.close();
    await stack.stop();
  }
  console.table(rush);
  console.table(floor);
  printPages(pages);
  const { benchSignedIn, printSignedIn } = await import("./lib/bench-signed-in.mjs");
  const signedIn = await benchSignedIn();
  printSignedIn(signedIn);
  const { benchPurchaseTrips, printPurchaseTrips } = await import("./lib/bench-purchase-trips.mjs");
  const trips = await benchPurchaseTrips();
  printPurchaseTrips(trips);
  const { floorSummary, printFloorSummary } = await import("./lib/bench-floor-summary.mjs");
  printFloorSummary(floorSummary({ rush, floor, pages, signedIn, trips }));
  process.exit(0);
}

if (process.env.BENCH_ONLY === "signed-in") {
  const { benchSignedInAlone } = await import("./lib/bench-signed-in.mjs");
  await benchSignedInAlone();
  process.exit(0);
}

if (process.env.BENCH_ONLY === "gate-online") {
  const { benchGateOnline } = await import("./lib/bench-gate-online.mjs");
  await benchGateOnline();
  process.exit(0);
}

/** The big show on a stack of its own: its 50,000 tickets would weigh on every other figure. */
async function benchBigShowAlone() {
  const { benchBigShow } = await import("./lib/bench-big-show.mjs");
  const stack = await startTestStack();
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  try {
    await benchBigShow({ url: stack.url, db: connection.db, appPid: stack.app.process.pid });
  } finally {
    await connection.close();
    await stack.stop();
  }
}

if (process.env.BENCH_ONLY === "bigshow") {
  await benchBigShowAlone();
  process.exit(0);
}

const floor = await frameworkFloor();
let rush;
let pages;
const stack = await startTestStack();
const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
try {
  const events = await (await fetch(`${stack.url}/api/v1/events`)).json();
  const eventId = events.data[0]._id;
  const targets = [
    { name: "GET /api/v1/events", url: `${stack.url}/api/v1/events` },
    { name: "GET /event-details/{id}", url: `${stack.url}/event-details/${eventId}` },
    // A page prerendered at build time: the baseline the cached event page is compared with.
    { name: "GET /brief (static page)", url: `${stack.url}/brief` },
  ];

  const rows = [];
  const { peaks } = await withPeakMemory({ app: stack.app.process.pid, database: stack.database.process.pid }, async () => {
    for (const target of targets) {
      await run(target.url, "warm-up", 3); // the first requests fill caches and warm the JIT
      const result = await run(target.url, target.name);
      rows.push({
        target: target.name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "non-2xx": result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    console.log("\nRush and gate, as the ticket store grows:");
    rush = await rushAndGate(stack, connection.db);
  });

  console.log(`\nScheditix bench — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target\n`);
  console.table(rows);
  const [, eventPage, staticPage] = rows;
  const ratio = eventPage["req/s"] / staticPage["req/s"];
  console.log(
    `Event page throughput is ${(ratio * 100).toFixed(0)}% of our static /brief page's (the front cache answers both; ` +
      "the targets are against a bare Next.js app, at the end).",
  );
  console.log(
    "\nRush: 100 buyers at once for 80 seats, one ticket each, 3 rounds (target p99 ≤ 300 ms, oversold 0)." +
      "\nGate: 50 different tickets checked in at once, 10 of them scanned twice in the same instant, 5 rounds" +
      "\n(target p99 ≤ 300 ms at 10,000 tickets stored and ≤ 500 ms at 100,000; nobody admitted twice).",
  );
  console.table(rush);
  console.log(`\nThe floor: the same bursts against a bare Next.js ${NEXT_VERSION} app (a route handler that reads JSON and answers JSON)`);
  console.table(floor);
  console.log(`Peak RSS: app server ${peaks.app.toFixed(0)} MB, embedded database ${peaks.database.toFixed(0)} MB (targets < 512 and < 256)`);

  await benchGateOffline({
    url: stack.url,
    db: connection.db,
    secret: TEST_AUTH_SECRET,
    pids: { app: stack.app.process.pid, database: stack.database.process.pid },
  });
  await benchBrowser({ url: stack.url, eventId });
  pages = await benchPages({ url: stack.url, eventId, appPid: stack.app.process.pid });
  printPages(pages);
  printEdits(await benchEdits({ url: stack.url, ...(await editableEvents(stack.url)) }));
} finally {
  await connection.close();
  await stack.stop();
}

// On a stack of its own, its database behind a proxy that counts the round trips.
const { benchSignedIn, printSignedIn } = await import("./lib/bench-signed-in.mjs");
console.log("\nSigned-in reads against the bare app:");
const signedIn = await benchSignedIn();
printSignedIn(signedIn);

// On a stack of its own, its database behind the counting proxy.
const { benchPurchaseTrips, printPurchaseTrips } = await import("./lib/bench-purchase-trips.mjs");
const trips = await benchPurchaseTrips();
printPurchaseTrips(trips);

// On a stack of its own, whose sweeper runs every few seconds: holds are released by the sweep.
const { benchTransferHolds, printTransferHolds } = await import("./lib/bench-transfer-holds.mjs");
printTransferHolds(await benchTransferHolds());

// On a stack of its own: 1,000 people waiting, 100 seats back at once, offers made by three callers and the sweeper.
const { benchWaitlist, printWaitlist } = await import("./lib/bench-waitlist.mjs");
printWaitlist(await benchWaitlist());
await benchBigShowAlone();

// On a stack of its own, with Chromium: the public pages beside a bare Next.js page.
const { benchLighthouse, categoriesAgainstFloor, printLighthouse } = await import("./lib/bench-lighthouse.mjs");
console.log("\nLighthouse (mobile) on the public pages and the floor:");
const lighthouse = await benchLighthouse();
printLighthouse(lighthouse);

const { floorSummary, printFloorSummary } = await import("./lib/bench-floor-summary.mjs");
printFloorSummary(floorSummary({ rush, floor, pages, signedIn, trips, lighthouse: categoriesAgainstFloor(lighthouse) }));
