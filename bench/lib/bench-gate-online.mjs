// The online gate before and after (BENCH_ONLY=gate-online node bench/bench.mjs): the gate's
// check-in bursts (50 different tickets at once, 10 of them twice, 5 rounds) against builds of
// earlier commits and against this checkout's build, all in one run and alternating, with a plain
// node:http floor measured between them. Each earlier commit is unpacked and built once into the
// system's temporary directory (sharing this checkout's node_modules by hard links and its .tools).
//
//   BENCH_GATE_BEFORE   commits to compare with, comma-separated (default: the commit before team
//                       roles, check-in links and the offline scanner)
//   BENCH_GATE_REPEATS  rounds of measurements, each visiting every target (default 4; the order
//                       flips every round, so a slow minute on a shared machine hits both sides)
//   BENCH_GATE_TICKETS  tickets stored at each event's gate (default 10,000)
//   BENCH_GATE_PROFILE  a folder: each server writes a V8 CPU profile into a subfolder named after
//                       its commit when it stops (profiling slows every side alike; take the
//                       figures of a run without it)
import { execFileSync, fork } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import mongoose from "mongoose";
import { createGate } from "./bench-gate.mjs";
import { timedBursts, withCpuPerRequest } from "./bench-support.mjs";
import { printCpuProfiles } from "./cpu-profile-summary.mjs";
import { ROOT } from "../../server/ferretdb.mjs";
import { stopProcess } from "../../server/stop-process.mjs";

/** The last commit before issue 28 (team roles, check-in links, the offline scanner) began. */
const BEFORE_ISSUE_28 = "db0d62a";
const REVISIONS = (process.env.BENCH_GATE_BEFORE ?? BEFORE_ISSUE_28).split(",").filter(Boolean);
const REPEATS = Number(process.env.BENCH_GATE_REPEATS ?? 4);
const TICKETS = Number(process.env.BENCH_GATE_TICKETS ?? 10_000);
const PROFILE_DIR = process.env.BENCH_GATE_PROFILE;

const git = (...args) => execFileSync("git", ["-C", ROOT, ...args], { encoding: "utf8" }).trim();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10;
};
const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);

/** A built copy of `revision` (unpacked with git archive, built once, kept for later runs); answers its folder. */
function builtRevision(revision) {
  const commit = git("rev-parse", "--verify", `${revision}^{commit}`);
  const dir = path.join(os.tmpdir(), `scheditix-bench-${commit.slice(0, 12)}`);
  if (existsSync(path.join(dir, ".next/standalone/server.js"))) return { commit, dir };
  console.log(`Building ${commit.slice(0, 12)} in ${dir} (once; later runs reuse it)…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("bash", ["-c", `git -C "${ROOT}" archive ${commit} | tar -x -C "${dir}"`], { stdio: "inherit" });
  symlinkSync(realpathSync(path.join(ROOT, ".tools")), path.join(dir, ".tools"));
  const lockOf = (treeish) => git("rev-parse", `${treeish}:package-lock.json`);
  if (lockOf(commit) === lockOf("HEAD")) execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  else execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  return { commit, dir };
}

/** A running stack of the checkout in `dir` with a gate of `TICKETS` tickets; staff and link scans where the build has teams. */
async function gateStack(label, dir, profileName) {
  // Where that checkout keeps its stack starter: bench/lib, or tests/support before bench/ existed.
  const stackFile = ["bench/lib/test-stack.mjs", "tests/support/test-stack.mjs"].map((file) => path.join(dir, file)).find((file) => existsSync(file));
  const { startTestStack, TEST_AUTH_SECRET } = await import(pathToFileURL(stackFile).href);
  const profileDir = PROFILE_DIR ? path.resolve(PROFILE_DIR, profileName) : null;
  const nodeArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const stack = await startTestStack({ nodeArgs });
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  const gate = await createGate(connection.db, TEST_AUTH_SECRET);
  await gate.growTo(TICKETS);
  const senders = [{ who: "owner", as: { token: gate.organiser.token } }];
  if (existsSync(path.join(dir, "models/TeamMembership.ts"))) {
    senders.push({ who: "check-in staff", as: await gate.staffMember() }, { who: "check-in link", as: await gate.checkInLink() });
  }
  const pids = { app: stack.app.process.pid, database: stack.database.process.pid };
  let served = 0;
  const scan = async (as) => {
    const summary = await gate.scan({ url: stack.url, who: as });
    served += summary.requests;
    return summary;
  };
  const targets = senders.map(({ who, as }) => ({ label, who, measure: () => withCpuPerRequest(pids, () => scan(as)) }));
  for (const target of targets) await target.measure(); // warm-up: JIT, caches, connection pools
  return {
    targets,
    async stop() {
      await connection.close();
      await stack.stop();
      // The profile is written as the server exits; warm-up included, so per request it covers every scan served.
      if (profileDir) printCpuProfiles(profileDir, { title: `${label} (${served} scans)`, requests: served });
    },
  };
}

// The floor: a plain node:http server that reads a JSON body and answers a JSON envelope, in a
// process of its own (no framework, no database, no auth). What is above it is what a check-in costs.
const FLOOR_SERVER = `
const http = require("node:http");
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const { checkInCode = "" } = JSON.parse(Buffer.concat(chunks).toString() || "{}");
    const body = JSON.stringify({ message: "Checked in Gate Guest · Regular · Free seating", data: { fullName: "Gate Guest", checkInCode, ticketTypeName: "Regular", tableNumber: null, seatNumber: 1, checkedInAt: new Date().toISOString() } });
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
});
server.listen(0, "127.0.0.1", () => process.send(server.address().port));
`;

/** The same bursts (60 at once, 5 rounds) against the floor server. */
async function floorTarget() {
  const child = fork("-", [], { execArgv: ["-e", FLOOR_SERVER], stdio: ["ignore", "ignore", "inherit", "ipc"] });
  const port = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`The floor server exited (${code})`)));
  });
  const request = { url: `http://127.0.0.1:${port}/api/v1/check-in/floor`, token: "unused", body: { checkInCode: "ABCD2345" } };
  const bursts = async () => {
    const counted = timedBursts();
    for (let round = 0; round < 5; round++) await counted.send(Array.from({ length: 60 }, () => request));
    return counted.summary();
  };
  await bursts(); // warm-up
  return {
    targets: [{ label: "floor: plain node:http", who: "-", measure: () => withCpuPerRequest({ app: child.pid }, bursts) }],
    stop: () => stopProcess(child),
  };
}

/** Each target's figures in every round, then per target the median of its rounds and the spread of its p99. */
function summarise(samples) {
  const byTarget = new Map();
  for (const sample of samples) {
    const key = `${sample.target}|${sample.who}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), sample]);
  }
  return [...byTarget.values()].map((rows) => {
    const figure = (name) => {
      const values = rows.map((row) => row[name]).filter((value) => value !== undefined);
      return values.length > 0 ? median(values) : "–";
    };
    const p99s = rows.map((row) => row["p99 ms"]);
    return {
      target: rows[0].target,
      who: rows[0].who,
      rounds: rows.length,
      "req/s": figure("req/s"),
      "p50 ms": figure("p50 ms"),
      "p99 ms": figure("p99 ms"),
      "p99 range": `${Math.min(...p99s)}–${Math.max(...p99s)}`,
      "app CPU ms/req": figure("app CPU ms/req"),
      "db CPU ms/req": figure("database CPU ms/req"),
      refused: rows.reduce((sum, row) => sum + (row.refused ?? 0), 0),
      "load (1 min)": figure("load"),
    };
  });
}

export async function benchGateOnline() {
  const builds = REVISIONS.map(builtRevision);
  if (!existsSync(path.join(ROOT, ".next/standalone/server.js"))) throw new Error("No build of this checkout: run `npm run build` first.");
  const head = git("rev-parse", "--short=12", "HEAD");
  const dirty = git("status", "--porcelain", "--untracked-files=no") ? " + changes" : "";
  console.log(
    `Online gate: ${TICKETS.toLocaleString("en")} tickets stored per gate, ${REPEATS} rounds; load average at start ${loadAverage()} on ${os.cpus().length} cores`,
  );
  const stacks = [];
  try {
    stacks.push(await floorTarget());
    // The first commit named is "before"; any others are measured beside it ("also").
    for (const [index, { commit, dir }] of builds.entries())
      stacks.push(await gateStack(`${index === 0 ? "before" : "also"}: ${commit.slice(0, 12)}`, dir, commit.slice(0, 12)));
    stacks.push(await gateStack(`after: ${head}${dirty}`, ROOT, `${head}${dirty ? "-changed" : ""}`));
    const targets = stacks.flatMap((stack) => stack.targets);
    const samples = [];
    for (let round = 0; round < REPEATS; round++) {
      // ABBA: the order flips every round, so neither side always runs first after a pause.
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const load = loadAverage();
        const figures = await target.measure();
        samples.push({ round: round + 1, target: target.label, who: target.who, ...figures, load });
      }
      console.log(`  round ${round + 1}/${REPEATS} done (load average ${loadAverage()})`);
    }
    console.log("\nOnline gate, every round (50 different tickets at once, 10 of them scanned twice, 5 bursts per round):");
    console.table(samples);
    console.log("\nOnline gate, median of the rounds (p99 range: lowest and highest round):");
    console.table(summarise(samples));
    console.log(`Load average at the end ${loadAverage()} (other work on this machine shares its ${os.cpus().length} cores).`);
  } finally {
    for (const stack of stacks.reverse()) await stack.stop();
  }
}
