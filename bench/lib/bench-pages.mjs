// The pages against the floor: our public pages and API read, each next to its counterpart in a
// bare Next.js app of our version, run interleaved (ours, bare, ours, bare, …) so both sides see
// the same machine load. What matters is the ratio; absolute figures move with whatever else runs.
// Part of `npm run bench`; alone: `npm run bench:pages` (or `BENCH_ONLY=pages npm run bench`).
import autocannon from "autocannon";
import { NEXT_VERSION, startBareNext } from "./bare-next.mjs";
import { cpuSeconds } from "./bench-support.mjs";
import { startRawCopyOf } from "./raw-http.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 5);
// Only the pairs whose name contains this (e.g. "api"), to look at one closely.
const ONLY = (process.env.BENCH_PAGES_ONLY ?? "").toLowerCase();

/** One burst: requests per second, and the server's CPU microseconds (all its processes) per request. */
function burst(url, duration, headers, pid) {
  const cpuBefore = cpuSeconds(pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      resolve({ rps: result.requests.average, cpuMicros: ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total });
    });
  });
}

const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

// What a browser sends: both sides then compress every answer they do not have compressed already.
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * The pairs compared: one of ours (a) and the bare app's counterpart (b). A query string makes the
 * front cache (server/front-cache.mjs) pass the request on, so "through Next" is what Next
 * and our page cost when the front cache cannot answer: the first request, or after a change.
 */
function pairsFor(ourUrl, bareUrl, eventId, eventListBytes, raw) {
  const eventPage = `${ourUrl}/event-details/${eventId}`;
  return [
    { pair: "event page vs bare static page", ours: eventPage, bare: `${bareUrl}/` },
    // The lowest floor: a plain node:http process answering the page's own bytes (raw-http.mjs).
    {
      pair: `event page vs raw node:http, same ${(raw.bytes / 1024).toFixed(0)} KB`,
      ours: eventPage,
      bare: `${raw.url}/`,
      floorPid: raw.process.pid,
    },
    { pair: "event page, gzip vs bare, gzip", ours: eventPage, bare: `${bareUrl}/`, headers: BROWSER },
    { pair: "event page through Next vs bare", ours: `${eventPage}?via=next`, bare: `${bareUrl}/` },
    { pair: "/ vs bare static page", ours: `${ourUrl}/`, bare: `${bareUrl}/` },
    { pair: "/ through Next vs bare", ours: `${ourUrl}/?via=next`, bare: `${bareUrl}/` },
    { pair: "GET /api/v1/events vs bare GET handler", ours: `${ourUrl}/api/v1/events`, bare: `${bareUrl}/api/items` },
    // The same, with the bare handler answering as many bytes as our list: what our code adds on
    // top of sending the answer itself.
    {
      pair: `GET /api/v1/events vs bare handler, ${(eventListBytes / 1024).toFixed(0)} KB too`,
      ours: `${ourUrl}/api/v1/events`,
      bare: `${bareUrl}/api/items-sized?bytes=${eventListBytes}`,
    },
  ];
}

/**
 * Runs every pair A B A B … and answers one row per pair: mean requests/s of each side, the ratio
 * of the means and the spread of the per-round ratios, and the same comparison in server CPU per
 * request (bare ÷ ours, so above 1 is cheaper than the floor too). On a shared 2-core machine the
 * CPU figure moves less: it does not depend on how the load generator and the server split the cores.
 */
export async function benchPages({ url, eventId, appPid, log = console.log, only = ONLY }) {
  const bare = await startBareNext();
  const raw = await startRawCopyOf(`${url}/event-details/${eventId}`);
  try {
    const rows = [];
    const eventListBytes = (await (await fetch(`${url}/api/v1/events`)).arrayBuffer()).byteLength;
    const pairs = pairsFor(url, bare.url, eventId, eventListBytes, raw).filter(({ pair }) => pair.toLowerCase().includes(only));
    for (const { pair, ours, bare: floor, headers, floorPid = bare.process.pid } of pairs) {
      // Warm-up, not counted: fills caches and warms the JIT on both sides.
      await burst(ours, 2, headers, appPid);
      await burst(floor, 2, headers, floorPid);
      const a = [];
      const b = [];
      for (let round = 0; round < ROUNDS; round++) {
        a.push(await burst(ours, SECONDS, headers, appPid));
        b.push(await burst(floor, SECONDS, headers, floorPid));
      }
      const ratios = a.map((value, index) => value.rps / b[index].rps);
      const [oursRps, bareRps] = [a, b].map((side) => average(side.map((value) => value.rps)));
      const [oursCpu, bareCpu] = [a, b].map((side) => average(side.map((value) => value.cpuMicros)));
      rows.push({
        pair,
        "ours req/s": Math.round(oursRps),
        "bare req/s": Math.round(bareRps),
        ratio: Number((oursRps / bareRps).toFixed(2)),
        "round ratios": `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
        "ours CPU µs/req": Math.round(oursCpu),
        "bare CPU µs/req": Math.round(bareCpu),
        "CPU ratio": Number((bareCpu / oursCpu).toFixed(2)),
      });
      log(`  ${pair}: done`);
    }
    return rows;
  } finally {
    await raw.stop();
    await bare.stop();
  }
}

/** Prints the comparison (the heading says how it was run). */
export function printPages(rows) {
  console.log(
    `\nPages against a bare Next.js ${NEXT_VERSION} app, interleaved A B A B: ${ROUNDS} rounds × ${SECONDS} s per side, ` +
      `${CONNECTIONS} connections (target ratio ≥ 0.8, aim 0.9; CPU ratio = bare's server CPU per request ÷ ours)`,
  );
  console.table(rows);
}

/** Starts the built app on a throw-away database, runs the comparison alone and prints it. */
export async function benchPagesAlone() {
  const { startTestStack } = await import("./test-stack.mjs");
  const stack = await startTestStack();
  try {
    const events = await (await fetch(`${stack.url}/api/v1/events`)).json();
    console.log("Pages against the bare app:");
    printPages(await benchPages({ url: stack.url, eventId: events.data[0]._id, appPid: stack.app.process.pid }));
  } finally {
    await stack.stop();
  }
}
