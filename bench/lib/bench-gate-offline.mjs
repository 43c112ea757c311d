// The offline gate for `npm run bench` (BENCH_ONLY=gate-offline alone): the check-in list of a
// 10,000-ticket event (bytes on the wire, gzipped and not; download and IndexedDB store time in
// Chromium, as the scanner does it) and one sync of 500 queued scans, some of them conflicts.
import http from "node:http";
import { launchBrowser } from "./bench-browser.mjs";
import { checkInCode, createGate } from "./bench-gate.mjs";
import { cpuSeconds } from "./bench-support.mjs";

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes of an answer as sent, before any decompression. */
function bytesOnTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "none" }));
      })
      .on("error", reject);
  });
}

/**
 * The whole list, gzipped, `rounds` times from Node (no browser work): how long each answer took,
 * and the CPU milliseconds per answer of each named process (steadier than times on a busy machine).
 */
async function listAnswers(url, headers, rounds, pids) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await bytesOnTheWire(url, headers);
    times.push(performance.now() - started);
  }
  const cpu = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, ((cpuSeconds(pid) - before[name]) * 1000) / rounds]));
  return { times, cpu };
}

/** In the page: download the list and store it in IndexedDB in one transaction, as lib/browser/gate-offline does. */
async function downloadAndStore({ path, token, round }) {
  const started = performance.now();
  const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
  const { data } = await response.json();
  const downloaded = performance.now();
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open(`bench-gate-${round}`, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("tickets", { keyPath: "id" });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const transaction = db.transaction("tickets", "readwrite");
  for (const ticket of data.tickets) transaction.objectStore("tickets").put(ticket);
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
  return { tickets: data.tickets.length, downloadMs: downloaded - started, storeMs: performance.now() - downloaded };
}

async function browserTimings(url, path, token, rounds) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/brief`);
    const results = [];
    for (let round = 0; round < rounds; round++) results.push(await page.evaluate(downloadAndStore, { path, token, round }));
    return results;
  } finally {
    await browser.close();
  }
}

async function sync(url, eventId, token, deviceId, codes, admittedOnDevice = true) {
  const scannedAt = new Date(Date.now() - 60_000).toISOString();
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/gate/${eventId}/sync`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ deviceId, gate: "Bench gate", queued: codes.length, scans: codes.map((code) => ({ code, scannedAt, admittedOnDevice })) }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`sync answered ${response.status}: ${body.message}`);
  return { ms: performance.now() - started, outcomes: body.data.outcomes, conflicts: body.data.conflicts };
}

export async function benchGateOffline({
  url,
  db,
  secret,
  // The server's processes, for the CPU each list answer costs them ({ app, database }).
  pids = {},
  tickets = Number(process.env.BENCH_GATE_TICKETS ?? 10_000),
  scans = 500,
  rounds = 3,
  log = console.log,
}) {
  const gate = await createGate(db, secret);
  await gate.growTo(tickets);
  const token = gate.organiser.token;
  const path = `/api/v1/gate/${gate.eventId}/list`;
  const auth = { authorization: `Bearer ${token}` };
  const gzipped = await bytesOnTheWire(`${url}${path}`, { ...auth, "accept-encoding": "gzip" });
  const plain = await bytesOnTheWire(`${url}${path}`, auth);
  const answers = await listAnswers(`${url}${path}`, { ...auth, "accept-encoding": "gzip" }, 7, pids);
  const browser = await browserTimings(url, path, token, rounds);

  // Each round: another device already let in a tenth of the batch's tickets, then this device sends its queue.
  const syncs = [];
  for (let round = 0; round < rounds; round++) {
    // Every synced scan counts against the account's 1,200 check-ins a minute: each round starts a fresh window.
    await db.collection("ratelimits").deleteMany({ key: { $regex: `^check-in:${gate.eventId}:` } });
    const codes = Array.from({ length: scans }, (_, index) => checkInCode(round * scans + index));
    await sync(url, gate.eventId, token, `bench-first-${round}`, codes.slice(0, scans / 10));
    syncs.push(await sync(url, gate.eventId, token, `bench-queue-${round}`, codes));
  }

  log(
    `\nOffline gate: the check-in list of ${tickets.toLocaleString("en")} tickets, and syncs of ${scans} queued scans (a tenth already admitted elsewhere)`,
  );
  console.table([
    {
      "list bytes (gzip)": gzipped.bytes,
      encoding: gzipped.encoding,
      "list bytes (plain)": plain.bytes,
      "server answer ms (median of 7)": Math.round(median(answers.times)),
      ...Object.fromEntries(Object.entries(answers.cpu).map(([name, ms]) => [`${name} CPU ms/list`, Math.round(ms)])),
      "Chromium download ms (median)": Math.round(median(browser.map((result) => result.downloadMs))),
      "IndexedDB store ms (median)": Math.round(median(browser.map((result) => result.storeMs))),
      "tickets stored": browser[0].tickets,
    },
  ]);
  console.table(
    syncs.map((result, round) => ({
      round: round + 1,
      "sync ms": Math.round(result.ms),
      admitted: result.outcomes.filter((outcome) => outcome.result === "admitted").length,
      "conflicts found": result.outcomes.filter((outcome) => outcome.result === "already_admitted").length,
      "conflicts reported": result.conflicts.length,
    })),
  );
}
