// Shared pieces of `npm run bench`: users with API sessions written straight to the database, a
// copy of a seeded event, and timed bursts of simultaneous requests.
import { readFileSync } from "node:fs";
import { SignJWT } from "jose";
import mongoose from "mongoose";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Creates `count` users and answers a bearer token for each (same order). */
export async function createUsersWithTokens(db, secret, count, label = "Bench User") {
  const now = new Date();
  const stamp = `${now.getTime()}.${Math.random().toString(36).slice(2, 8)}`;
  const users = Array.from({ length: count }, (_, index) => ({
    _id: new mongoose.Types.ObjectId(),
    fullname: `${label} ${index + 1}`,
    email: `bench.${index + 1}.${stamp}@example.com`,
    passwordHash: "not-used",
    plan: "premium",
    emailVerifiedAt: now,
    sessionVersion: 0,
  }));
  await db.collection("users").insertMany(users);
  const sessions = users.map((user) => ({
    _id: new mongoose.Types.ObjectId(),
    user: user._id,
    kind: "api",
    expiresAt: new Date(now.getTime() + 3_600_000),
  }));
  await db.collection("sessions").insertMany(sessions);
  const key = new TextEncoder().encode(secret);
  const tokens = await Promise.all(
    users.map((user, index) =>
      new SignJWT({ sid: String(sessions[index]._id), sv: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user._id))
        .setIssuer("scheditix")
        .setAudience("scheditix-api")
        .setExpirationTime("1h")
        .sign(key),
    ),
  );
  return users.map((user, index) => ({ id: user._id, token: tokens[index] }));
}

/** A copy of a seeded upcoming paid event, with the given fields changed; answers its id. */
export async function copyEvent(db, fields) {
  const template = await db.collection("events").findOne({ endsAt: { $gt: new Date() }, ticketPrice: { $gt: 0 } });
  const event = { ...template, _id: new mongoose.Types.ObjectId(), featured: false, ...fields };
  await db.collection("events").insertOne(event);
  return event._id;
}

/** CPU seconds (user + system) a process and its children (the server's workers) have used so far. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    return (Number(fields[11]) + Number(fields[12])) / 100 + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return 0;
  }
}

/**
 * Runs `work` (which answers a summary with `requests`) and adds the CPU milliseconds per request
 * each of the named processes spent on it: where the time goes, beside how long it took.
 */
export async function withCpuPerRequest(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const { requests, ...summary } = await work();
  const perRequest = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [`${name} CPU ms/req`, Number((((cpuSeconds(pid) - before[name]) * 1000) / requests).toFixed(1))]),
  );
  return { ...summary, ...perRequest };
}

/**
 * Sends every request at once and answers each one's status and latency (ms), in order. A request
 * carries a bearer `token`, or `headers` of its own (a check-in link's), or both.
 */
async function burst(requests) {
  return Promise.all(
    requests.map(async ({ url, token, headers = {}, body }) => {
      const sent = performance.now();
      const response = await fetch(url, {
        method: "POST",
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - sent };
    }),
  );
}

/** Sends bursts and keeps their timings: `send` answers one burst's results, `summary` the figures. */
export function timedBursts() {
  const latencies = [];
  let elapsed = 0;
  return {
    async send(requests) {
      const started = performance.now();
      const results = await burst(requests);
      elapsed += performance.now() - started;
      latencies.push(...results.map((result) => result.ms));
      return results;
    },
    summary() {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        "req/s": Math.round(sorted.length / (elapsed / 1000)),
        "p50 ms": Math.round(percentile(sorted, 50)),
        "p99 ms": Math.round(percentile(sorted, 99)),
      };
    },
  };
}

/** Resident memory of a process and its children (the server's workers, when it runs several). */
export function rssMegabytes(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    return (match ? Number(match[1]) / 1024 : 0) + children.reduce((sum, child) => sum + rssMegabytes(child), 0);
  } catch {
    return 0;
  }
}
