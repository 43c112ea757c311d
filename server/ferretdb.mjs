// Installs and runs the embedded database: FerretDB 1.24 with its SQLite backend.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.mjs";
import { stopProcess } from "./stop-process.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FERRETDB_VERSION = "v1.24.2";
const SOURCE_DIR = path.join(ROOT, "server/ferretdb");
const PATCH_FILE = `ferretdb-${FERRETDB_VERSION}.patch`;
const WRAPPER_INPUTS = ["build.sh", "main.go", "go.mod", "go.sum"];
export const FERRETDB_BIN = path.join(ROOT, ".tools", `ferretdb-${FERRETDB_VERSION}`);
/**
 * FerretDB as published, without our patch: its conditional updates lose races. Built only on
 * request (`npm run db:install -- --unpatched`), used by nothing but the test that proves the app
 * refuses such a database (tests/integration/db/unsafe-database.test.ts).
 */
export const FERRETDB_UNPATCHED_BIN = `${FERRETDB_BIN}-unpatched`;
// The Go release FerretDB 1.24 was built with, fetched through the module proxy if the local Go fails.
const FALLBACK_TOOLCHAIN = "go1.24.3";

/** Where each build goes and what it is built from (a changed input rebuilds it, noted in the stamp). */
function buildOf(unpatched) {
  const bin = unpatched ? FERRETDB_UNPATCHED_BIN : FERRETDB_BIN;
  return {
    bin,
    stamp: `${bin}.stamp`,
    // A work dir each, so both can be built at once.
    workDir: path.join(ROOT, ".tools", unpatched ? "ferretdb-build-unpatched" : "ferretdb-build"),
    inputs: unpatched ? WRAPPER_INPUTS : [...WRAPPER_INPUTS, PATCH_FILE],
    unpatched,
  };
}

function goAvailable() {
  return spawnSync("go", ["version"], { stdio: "ignore" }).status === 0;
}

function sourceHash(inputs) {
  const hash = createHash("sha256");
  for (const file of inputs) hash.update(readFileSync(path.join(SOURCE_DIR, file)));
  return hash.digest("hex");
}

function build(target, { toolchain, test }) {
  const env = { ...process.env };
  if (toolchain) env.GOTOOLCHAIN = toolchain;
  const mode = target.unpatched ? ["unpatched"] : test ? ["test"] : [];
  const args = [path.join(SOURCE_DIR, "build.sh"), target.bin, target.workDir, ...mode];
  return spawnSync("sh", args, { env, stdio: "inherit" }).status === 0;
}

/**
 * Builds the patched FerretDB into .tools/ (see server/ferretdb/build.sh); later calls return at
 * once while its sources are unchanged. With `test`, it also runs the Go tests of the patched
 * packages. With `unpatched`, it builds FerretDB as published instead (FERRETDB_UNPATCHED_BIN).
 * Where the sources are absent (the runtime image), the binary found is used as is.
 */
export function installFerretdb({ log = console.log, test = false, unpatched = false } = {}) {
  const target = buildOf(unpatched);
  if (!existsSync(SOURCE_DIR)) return target.bin;
  const hash = sourceHash(target.inputs);
  const built = existsSync(target.bin) && existsSync(target.stamp) && readFileSync(target.stamp, "utf8") === hash;
  if (built && !test) return target.bin;
  if (!goAvailable()) {
    throw new Error(
      "The embedded database needs Go (1.24 or newer) to build FerretDB once.\n" +
        "Install Go from https://go.dev/dl/ (Debian: apt-get install golang), or set MONGODB_URI to a MongoDB server.",
    );
  }
  mkdirSync(path.dirname(target.bin), { recursive: true });
  log(
    unpatched
      ? `Building FerretDB ${FERRETDB_VERSION} WITHOUT our patch into ${path.relative(ROOT, target.bin)}, for the unsafe-database test only…`
      : `Building FerretDB ${FERRETDB_VERSION} (SQLite backend, patched) into .tools/ — about a minute…`,
  );
  let ok = build(target, { test });
  if (!ok && !test) {
    log(`Build with the local Go failed; retrying with GOTOOLCHAIN=${FALLBACK_TOOLCHAIN}…`);
    ok = build(target, { toolchain: FALLBACK_TOOLCHAIN });
  }
  if (!ok) {
    throw new Error(
      test
        ? "The patched FerretDB failed to build or its Go tests failed (see the output above)."
        : "Could not build FerretDB (see the Go output above). Set MONGODB_URI to use a MongoDB server instead.",
    );
  }
  writeFileSync(target.stamp, hash);
  if (!test) rmSync(target.workDir, { recursive: true, force: true });
  return target.bin;
}

/**
 * Starts FerretDB on loopback with its data in `dataDir`. Resolves once it accepts
 * connections, with its URI and a `stop()` that shuts it down cleanly (SIGTERM). Without `port`, a
 * free one. `unpatched` starts FerretDB as published (tests of the unsafe-database refusal only).
 * @param {{ dataDir: string; port?: number; database?: string; quiet?: boolean; unpatched?: boolean }} options
 */
export async function startFerretdb({ dataDir, port, database = "scheditix", quiet = true, unpatched = false }) {
  const bin = installFerretdb({ unpatched });
  const listenPort = port ?? (await freePort());
  mkdirSync(dataDir, { recursive: true });
  const args = ["-listen-addr", `127.0.0.1:${listenPort}`, "-data-dir", dataDir, "-log-level", "warn"];
  // FERRETDB_PPROF_ADDR=127.0.0.1:6060 serves Go's profiler, e.g. to profile `npm run bench`.
  if (process.env.FERRETDB_PPROF_ADDR) args.push("-pprof-addr", process.env.FERRETDB_PPROF_ADDR);
  const child = spawn(bin, args, {
    // Go collects garbage at every 100 % heap growth by default: a fifth of the database's CPU in a
    // rush. 400 % with a soft ceiling well under its memory budget (256 MB) measured 15 % less CPU.
    env: { ...process.env, GOGC: process.env.GOGC ?? "400", GOMEMLIMIT: process.env.GOMEMLIMIT ?? "192MiB" },
    stdio: ["ignore", "pipe", quiet ? "pipe" : "inherit"],
    // Own process group: Ctrl-C reaches the app first, and the database is stopped after it.
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));

  await new Promise((resolve, reject) => {
    let stdout = "";
    const onExit = (code) => reject(new Error(`FerretDB exited with code ${code} before it was ready.\n${stderr}`));
    child.once("exit", onExit);
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("listening on")) {
        child.off("exit", onExit);
        resolve();
      }
    });
  });

  const stop = () => stopProcess(child, { killAfterMs: 10_000 });
  return { uri: `mongodb://127.0.0.1:${listenPort}/${database}`, port: listenPort, process: child, stop };
}

const stateFile = (dataDir) => path.join(dataDir, "ferretdb.json");

/** The fixed loopback port of the embedded database (EMBEDDED_DB_PORT, default 27018). */
export const DEFAULT_EMBEDDED_DB_PORT = 27018;
export function embeddedDatabasePort(value = process.env.EMBEDDED_DB_PORT) {
  if (value === undefined || value === "") return DEFAULT_EMBEDDED_DB_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`EMBEDDED_DB_PORT must be a port number (1–65535), not "${value}"`);
  return port;
}

/**
 * Records the running server (its pid, URI and the pid of the process supervising it), so a second
 * command (another app process, `npm run seed`, a backup) finds and reuses it.
 * @param {string} dataDir
 * @param {{ pid: number; uri: string; supervisor?: number }} state
 */
export function writeState(dataDir, state) {
  writeFileSync(stateFile(dataDir), JSON.stringify({ supervisor: process.pid, ...state }));
}

export function clearState(dataDir) {
  rmSync(stateFile(dataDir), { force: true });
}

// The commands that supervise an embedded database and record themselves as its supervisor.
const SUPERVISORS = ["scripts/db.mjs", "server/run-app.mjs"];

/**
 * True when process `pid` runs and, where /proc tells, its command line contains one of `markers`: a
 * record left by a killed container must not be taken for a live database because a new process
 * got the same pid (pid 1 is the launcher itself in the container).
 */
function runs(pid, markers) {
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return markers.some((marker) => commandLine.includes(marker));
  } catch {
    return true; // no /proc (macOS): the pid is all there is to go on
  }
}

/** The recorded server of `dataDir` while it (or the process supervising it) is alive, else null. */
export function recordedFerretdb(dataDir) {
  try {
    const state = JSON.parse(readFileSync(stateFile(dataDir), "utf8"));
    return runs(state.pid, [path.resolve(dataDir)]) || runs(state.supervisor, SUPERVISORS) ? state : null;
  } catch {
    return null;
  }
}

/** True when something accepts TCP connections on loopback `port` (refused at once when nothing listens). */
function listening(port, timeoutMs) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, timeout: timeoutMs });
    const answer = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once("connect", () => answer(true));
    socket.once("timeout", () => answer(false));
    socket.once("error", () => answer(false));
  });
}

/** True when a MongoDB-compatible server answers `ping` at `uri` within `timeoutMs`. */
export async function pingDatabase(uri, timeoutMs = 2_000) {
  // Nothing listening is the usual answer (a first start), and the driver would take its whole
  // server selection timeout to say so.
  if (!(await listening(Number(new URL(uri).port), timeoutMs))) return false;
  const { default: mongoose } = await import("mongoose");
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    directConnection: true,
    maxPoolSize: 1,
  });
  try {
    await connection.asPromise();
    await connection.db.admin().command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await connection.close().catch(() => {});
  }
}

/**
 * Finds the embedded database serving `dataDir` on `port`, run by `npm run db` or by another app
 * process: answers its URI once it answers a ping (waiting up to `waitMs` while its supervisor is
 * restarting it), or null when none runs. Throws when something else answers on that port: it is
 * not ours to use, and ours could not listen there.
 */
export async function attachToFerretdb({ dataDir, port, database = "scheditix", waitMs = 35_000 }) {
  const uri = `mongodb://127.0.0.1:${port}/${database}`;
  const state = recordedFerretdb(dataDir);
  if (state && new URL(state.uri).port !== String(port)) {
    throw new Error(
      `The embedded database of ${dataDir} runs at ${state.uri}, not on port ${port}: stop it first, or set EMBEDDED_DB_PORT=${new URL(state.uri).port}.`,
    );
  }
  if (state) {
    const deadline = Date.now() + waitMs;
    do {
      if (await pingDatabase(uri)) return uri;
      await new Promise((resolve) => setTimeout(resolve, 500));
    } while (Date.now() < deadline && recordedFerretdb(dataDir));
    throw new Error(`The embedded database recorded in ${stateFile(dataDir)} does not answer at ${uri}; stop its process or remove that file.`);
  }
  if (await pingDatabase(uri, 1_000)) {
    throw new Error(
      `Another server answers at 127.0.0.1:${port}, but it is not the embedded database of ${dataDir}.\n` +
        "Set EMBEDDED_DB_PORT to a free port, or MONGODB_URI to use that server.",
    );
  }
  return null;
}

// Waits before restarting a database that died: 0.5 s, doubling while it keeps dying, at most
// 30 s; a run of a minute or more starts the count again.
const FIRST_RESTART_MS = 500;
const LONGEST_RESTART_MS = 30_000;
const STEADY_RUN_MS = 60_000;

// The health check: a ping every 5 s that must answer within 5 s. A database that misses 3 in a row
// (hung: stopped, deadlocked, its disk gone) is killed and started again like one that died. A
// ping takes milliseconds even in a rush, so 15 s of silence is not load.
export const HEALTH_PROBE = { everyMs: 5_000, timeoutMs: 5_000, misses: 3 };

/**
 * Starts FerretDB like `startFerretdb`, and starts it again whenever it dies without being asked
 * to stop (kill -9, a crash, the OOM killer), or stops answering its health check (`probe`, by
 * default HEALTH_PROBE: then it is killed first): same data directory and same port, so the app's
 * MONGODB_URI stays valid and its driver reconnects on its own. Each restart is logged, and
 * `onRestart` hears of the new process (e.g. to record its pid). Without `port`, a free one.
 * @param {{ dataDir: string; port?: number; log?: (line: string) => void; onRestart?: (database: { uri: string; port: number; process: import("node:child_process").ChildProcess }) => void; probe?: { everyMs: number; timeoutMs: number; misses: number } }} options
 */
export async function superviseFerretdb({ dataDir, port: requestedPort, log = console.log, onRestart = () => {}, probe = HEALTH_PROBE }) {
  let current = await startFerretdb({ dataDir, port: requestedPort });
  const { port, uri } = current;
  let stopping = false;
  let failures = 0;
  let restarting = null;
  let wake = () => {};
  const nextDelay = () => Math.min(LONGEST_RESTART_MS, FIRST_RESTART_MS * 2 ** failures);
  // A wait that stop() cuts short.
  const pause = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async () => {
    while (!stopping) {
      await pause(nextDelay());
      failures += 1;
      if (stopping) return;
      try {
        current = await startFerretdb({ dataDir, port });
        if (stopping) return;
        log(`Embedded database restarted (pid ${current.process.pid}) at ${uri}`);
        onRestart(current);
        watch(current);
        return;
      } catch (error) {
        log(`Embedded database did not start again: ${error.message.split("\n")[0]}`);
      }
    }
  };

  const watch = (database) => {
    const startedAt = Date.now();
    database.process.once("exit", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STEADY_RUN_MS) failures = 0;
      log(`Embedded database exited (${signal ?? `code ${code}`}); restarting it in ${nextDelay() / 1000} s, same data and port`);
      restarting = restart().finally(() => (restarting = null));
    });
  };
  watch(current);

  // The health check, one ping at a time; misses count for the process that missed them.
  let probeTimer = null;
  let misses = 0;
  const check = async () => {
    const database = current;
    const alive = database.process.exitCode === null && database.process.signalCode === null;
    if (alive && !restarting) {
      const answered = await pingDatabase(uri, probe.timeoutMs);
      if (stopping) return;
      misses = answered || database !== current ? 0 : misses + 1;
      if (misses >= probe.misses) {
        misses = 0;
        log(`Embedded database (pid ${database.process.pid}) did not answer ${probe.misses} health checks in a row; killing it to start it again`);
        database.process.kill("SIGKILL");
      }
    }
    if (!stopping) probeTimer = setTimeout(check, probe.everyMs);
  };
  probeTimer = setTimeout(check, probe.everyMs);

  return {
    uri,
    port,
    get process() {
      return current.process;
    },
    /** Stops supervising, then the database (one being restarted included). */
    async stop() {
      stopping = true;
      clearTimeout(probeTimer);
      wake();
      await restarting;
      await current.stop();
    },
  };
}
