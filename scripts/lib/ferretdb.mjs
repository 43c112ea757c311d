// Installs and runs the embedded database: FerretDB 1.24 with its SQLite backend.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FERRETDB_VERSION = "v1.24.2";
const SOURCE_DIR = path.join(ROOT, "scripts/ferretdb");
export const FERRETDB_BIN = path.join(ROOT, ".tools", `ferretdb-${FERRETDB_VERSION}`);
// The Go release FerretDB 1.24 was built with, fetched through the module proxy if the local Go fails.
const FALLBACK_TOOLCHAIN = "go1.24.3";

function goAvailable() {
  return spawnSync("go", ["version"], { stdio: "ignore" }).status === 0;
}

function goBuild(toolchain) {
  const env = { ...process.env, GOFLAGS: "-mod=mod -buildvcs=false", CGO_ENABLED: "0" };
  if (toolchain) env.GOTOOLCHAIN = toolchain;
  return spawnSync("go", ["build", "-trimpath", "-o", FERRETDB_BIN, "."], { cwd: SOURCE_DIR, env, stdio: "inherit" });
}

/** Builds the FerretDB binary into .tools/ once; later calls return at once. */
export function installFerretdb({ log = console.log } = {}) {
  if (existsSync(FERRETDB_BIN)) return FERRETDB_BIN;
  if (!goAvailable()) {
    throw new Error(
      "The embedded database needs Go (1.24 or newer) to build FerretDB once.\n" +
        "Install Go from https://go.dev/dl/ (Debian: apt-get install golang), or set MONGODB_URI to a MongoDB server.",
    );
  }
  mkdirSync(path.dirname(FERRETDB_BIN), { recursive: true });
  log(`Building FerretDB ${FERRETDB_VERSION} (SQLite backend) into .tools/ — once, about a minute…`);
  if (goBuild().status === 0) return FERRETDB_BIN;
  log(`Build with the local Go failed; retrying with GOTOOLCHAIN=${FALLBACK_TOOLCHAIN}…`);
  if (goBuild(FALLBACK_TOOLCHAIN).status === 0) return FERRETDB_BIN;
  throw new Error("Could not build FerretDB (see the Go output above). Set MONGODB_URI to use a MongoDB server instead.");
}

/**
 * Starts FerretDB on loopback with its data in `dataDir`. Resolves once it accepts
 * connections, with its URI and a `stop()` that shuts it down cleanly (SIGTERM).
 */
export async function startFerretdb({ dataDir, port, database = "scheditix", quiet = true }) {
  const bin = installFerretdb();
  const listenPort = port ?? (await freePort());
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(bin, ["-listen-addr", `127.0.0.1:${listenPort}`, "-data-dir", dataDir, "-log-level", "warn"], {
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

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });

  return { uri: `mongodb://127.0.0.1:${listenPort}/${database}`, port: listenPort, process: child, stop };
}

const stateFile = (dataDir) => path.join(dataDir, "ferretdb.json");

/** Records the running server so a second command (e.g. `npm run seed`) can reuse it. */
export function writeState(dataDir, state) {
  writeFileSync(stateFile(dataDir), JSON.stringify(state));
}

export function clearState(dataDir) {
  rmSync(stateFile(dataDir), { force: true });
}

/** The URI of a FerretDB already serving `dataDir`, if its process is alive. */
export function runningFerretdb(dataDir) {
  try {
    const state = JSON.parse(readFileSync(stateFile(dataDir), "utf8"));
    process.kill(state.pid, 0);
    return state.uri;
  } catch {
    return null;
  }
}
