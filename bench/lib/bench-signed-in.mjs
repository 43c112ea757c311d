// Signed-in reads against the floor: `GET /api/v1/favorites` and `GET /api/v1/user/events/upcoming`
// for the demo attendee (bearer token from the login), 10 connections, each beside a bare Next.js
// GET route handler, interleaved A B A B so both sides see the same machine load. Also counts the
// database round trips per request, by command and collection (a proxy between the app and the
// database reads the wire), and, with BENCH_CPU_PROFILE=<dir>, prints where the app's CPU went.
// Part of `npm run bench`; alone: `BENCH_ONLY=signed-in npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startStandalone, trialAppEnv } from "../../server/app.mjs";
import { startFerretdb } from "../../server/ferretdb.mjs";
import { freePort } from "../../server/ports.mjs";
import { NEXT_VERSION, startBareNext } from "./bare-next.mjs";
import { cpuSeconds } from "./bench-support.mjs";
import { printCpuProfiles } from "./cpu-profile-summary.mjs";
import { TEST_AUTH_SECRET } from "./test-secret.mjs";

const CONNECTIONS = Number(process.env.BENCH_SIGNED_IN_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SIGNED_IN_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_SIGNED_IN_ROUNDS ?? 3);
const GOAL = 0.4;

// The demo attendee (lib/jobs/seed, README's demo accounts).
const ATTENDEE = { email: "attendee@scheditix.test", password: "Attendee123!" };
const READS = ["/api/v1/favorites", "/api/v1/user/events/upcoming"];
const FAVOURITES = 6;

/**
 * A TCP proxy in front of the database that counts the commands the app sends: each message from the
 * app is one round trip (the driver waits for every answer). Counted by command and collection.
 */
export async function startCountingProxy(target) {
  const counts = new Map();
  const note = (message) => {
    const key = commandOf(message);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, "127.0.0.1");
    let pending = Buffer.alloc(0);
    client.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        note(pending.subarray(0, length));
        pending = pending.subarray(length);
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    take() {
      const taken = new Map(counts);
      counts.clear();
      return taken;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** "find sessions", "getMore", …: the first key of an OP_MSG body and, when it is a string, its value (the collection). */
function commandOf(message) {
  const opCode = message.readInt32LE(12);
  if (opCode !== 2013 || message[20] !== 0) return `opcode ${opCode}`;
  let at = 21 + 4;
  const type = message[at];
  at += 1;
  const nameEnd = message.indexOf(0, at);
  const name = message.toString("utf8", at, nameEnd);
  if (type !== 0x02) return name;
  const length = message.readInt32LE(nameEnd + 1);
  return `${name} ${message.toString("utf8", nameEnd + 5, nameEnd + 4 + length)}`;
}

/** One burst: requests/s, p99, requests answered and the server's (and the database's) CPU µs per request. */
function burst(url, headers, pid, databasePid) {
  const cpuBefore = cpuSeconds(pid);
  const databaseBefore = databasePid ? cpuSeconds(databasePid) : 0;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve({
        rps: result.requests.average,
        p99: result.latency.p99,
        requests: result.requests.total,
        cpuMicros: ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total,
        databaseMicros: databasePid ? ((cpuSeconds(databasePid) - databaseBefore) * 1e6) / result.requests.total : 0,
      });
    });
  });
}

const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The demo attendee's bearer token; the demo data is loaded as the server starts, so this waits for it. */
async function logIn(url) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${url}/api/v1/login/user/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ATTENDEE),
    });
    const body = await response.json();
    if (body.token) return body.token;
    if (attempt >= 60) throw new Error(`the demo attendee could not log in (${response.status}): ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The demo attendee keeps no favourites; a few, through the API, so the list has something to read. */
async function addFavourites(url, headers, count) {
  const events = await (await fetch(`${url}/api/v1/events?limit=${count}`)).json();
  for (const event of events.data.slice(0, count)) {
    await fetch(`${url}/api/v1/favorites`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ eventId: event._id }),
    });
  }
}

/** Round trips per request of each command, from the proxy's counts over `requests` requests less the idle ones. */
export function roundTrips(counts, idle, requests) {
  const rows = [];
  for (const [command, count] of counts) {
    const extra = count - (idle.get(command) ?? 0);
    if (extra > 0) rows.push([command, extra / requests]);
  }
  const total = rows.reduce((sum, [, perRequest]) => sum + perRequest, 0);
  const detail = rows
    .filter(([, perRequest]) => perRequest >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([command, perRequest]) => `${command} ×${perRequest.toFixed(2)}`)
    .join(", ");
  return { total: Number(total.toFixed(2)), detail };
}

/** An app process over `mongoUri`. */
export function startApp(mongoUri, root, { nodeArgs = [], env = {} } = {}) {
  return freePort().then((port) =>
    startStandalone({
      port,
      quiet: true,
      nodeArgs,
      env: trialAppEnv(
        { port, mongoUri, storageDir: path.join(root, "uploads"), authSecret: TEST_AUTH_SECRET },
        { EMBEDDED_DB: "ferretdb", TRUST_PROXY_HOPS: "1", ...env },
      ),
    }),
  );
}

/**
 * The round trips per read: a second app process over the same database, behind the counting
 * proxy (kept apart from the timed runs, which the proxy would slow), answers the reads warm.
 */
async function countRoundTrips(database, root, headers) {
  const proxy = await startCountingProxy(database);
  const app = await startApp(`mongodb://127.0.0.1:${proxy.port}/scheditix`, root, { env: { SEED_ON_START: "false" } });
  try {
    const trips = [];
    for (const read of READS) {
      const url = `${app.url}${read}`;
      await burst(url, headers, app.process.pid); // warm-up: JIT, pool, caches
      proxy.take();
      const measured = await burst(url, headers, app.process.pid);
      const counts = proxy.take();
      // What the app sends on its own meanwhile (the feeds' polls, sweepers): the same span idle.
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
      trips.push({ read, ...roundTrips(counts, proxy.take(), measured.requests) });
    }
    return trips;
  } finally {
    await app.stop();
    await proxy.stop();
  }
}

/**
 * Runs each read against the bare app's GET handler, A B A B, on a stack of its own. Answers one
 * row per read, and the round trips of each.
 */
export async function benchSignedIn({ log = console.log } = {}) {
  const bare = await startBareNext();
  const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-signed-in-"));
  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null;
  const database = await startFerretdb({ dataDir: path.join(root, "db") });
  let app;
  let served = 0;
  try {
    app = await startApp(database.uri, root, { nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [] });
    const token = await logIn(app.url);
    const headers = { authorization: `Bearer ${token}` };
    await addFavourites(app.url, headers, FAVOURITES);
    const rows = [];
    for (const read of READS) {
      const ours = `${app.url}${read}`;
      const floor = `${bare.url}/api/items`;
      // Warm-up, not counted: JIT, connection pool, caches.
      served += (await burst(ours, headers, app.process.pid)).requests;
      await burst(floor, {}, bare.process.pid);
      const a = [];
      const b = [];
      for (let round = 0; round < ROUNDS; round++) {
        const measured = await burst(ours, headers, app.process.pid, database.process.pid);
        served += measured.requests;
        a.push(measured);
        b.push(await burst(floor, {}, bare.process.pid));
      }
      const [oursRps, bareRps] = [a, b].map((side) => average(side.map((value) => value.rps)));
      rows.push({
        read: `GET ${read}`,
        "ours req/s": Math.round(oursRps),
        "ours p99 ms": Math.max(...a.map((value) => value.p99)),
        "bare req/s": Math.round(bareRps),
        "bare p99 ms": Math.max(...b.map((value) => value.p99)),
        ratio: Number((oursRps / bareRps).toFixed(2)),
        "round ratios": a.map((value, index) => (value.rps / b[index].rps).toFixed(2)).join(" "),
        "ours CPU µs/req": Math.round(average(a.map((value) => value.cpuMicros))),
        "database CPU µs/req": Math.round(average(a.map((value) => value.databaseMicros))),
        "bare CPU µs/req": Math.round(average(b.map((value) => value.cpuMicros))),
      });
      log(`  ${read}: done`);
    }
    await app.stop();
    app = undefined;
    // Written as the server exits; warm-up included.
    if (profileDir) printCpuProfiles(profileDir, { title: `signed-in reads (${served} requests)`, requests: served });
    const trips = await countRoundTrips(database, root, headers);
    return { rows, trips };
  } finally {
    await app?.stop();
    await bare.stop();
    await database.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** Prints the comparison and the round trips. */
export function printSignedIn({ rows, trips }) {
  console.log(
    `\nSigned-in reads (the demo attendee, bearer token) against a bare Next.js ${NEXT_VERSION} GET handler, interleaved ` +
      `A B A B: ${ROUNDS} rounds × ${SECONDS} s per side, ${CONNECTIONS} connections (goal: ratio ≥ ${GOAL})`,
  );
  console.table(rows);
  console.log("Database round trips per request (the app's commands less the same span idle):");
  console.table(trips.map(({ read, total, detail }) => ({ read: `GET ${read}`, "round trips": total, commands: detail })));
}

/** BENCH_ONLY=signed-in. */
export async function benchSignedInAlone() {
  console.log("Signed-in reads against the bare app:");
  printSignedIn(await benchSignedIn());
}
