// Starts the built app the way the container does: Node's flags for the server, where the build
// is, the data paths, and (for tests, benches and the crash and scale tests) one started to be tried.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./ferretdb.mjs";
import { waitForHttp } from "./ports.mjs";
import { stopProcess } from "./stop-process.mjs";

/** The built app (Next's standalone output): at the root in the container, under .next/ in a checkout. */
export function builtApp() {
  for (const candidate of [ROOT, path.join(ROOT, ".next/standalone")]) {
    if (existsSync(path.join(candidate, "server.js"))) return candidate;
  }
  throw new Error("No production build found: run `npm run build` first.");
}

/** The production server (serve.mjs): `node <flags> SERVER <built app>` serves it in WEB_CONCURRENCY processes. */
export const SERVER = path.join(ROOT, "server/serve.mjs");

/**
 * Node's flags for the server. The old generation is capped (APP_HEAP_MB, 320 MB) and the young one
 * held to 16 MB semi-spaces, so a busy server stays under 512 MB of RSS (with neither, the bench
 * peaked at 524–680 MB). Under a cap V8 lets the heap grow less between full collections, so it
 * collects far more often: an API call cost 8 % more CPU at 320 MB. --heap-growing-percent=300 lets
 * it grow up to 4× within the cap, which brought that down to 1 % (one interleaved run, 5 rounds).
 */
export function serverNodeArgs() {
  const heapMegabytes = Number.parseInt(process.env.APP_HEAP_MB ?? "", 10) || 320;
  return [`--max-old-space-size=${heapMegabytes}`, "--max-semi-space-size=16", "--heap-growing-percent=300"];
}

export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, ".data"));

/** Absolute data paths: the server changes its working directory to the built app at start-up. */
export function dataEnv(dataRoot = DATA_DIR) {
  return {
    STORAGE_DIR: process.env.STORAGE_DIR ? path.resolve(process.env.STORAGE_DIR) : path.join(dataRoot, "uploads"),
    MAIL_DIR: process.env.MAIL_DIR ? path.resolve(process.env.MAIL_DIR) : path.join(dataRoot, "mail"),
    // The SMS and WhatsApp outboxes of channels left unconfigured (docs/messages.md).
    SMS_DIR: process.env.SMS_DIR ? path.resolve(process.env.SMS_DIR) : path.join(dataRoot, "sms"),
    WHATSAPP_DIR: process.env.WHATSAPP_DIR ? path.resolve(process.env.WHATSAPP_DIR) : path.join(dataRoot, "whatsapp"),
  };
}

/**
 * The settings of an app process started to be tried (tests, benches, the crash and scale tests):
 * production mode at `port` over `mongoUri`, the built-in TEST MODE gateway, uploads under
 * `storageDir`, warnings and errors logged. `overrides` add to them or replace any.
 * @param {{ port: number; mongoUri: string; storageDir: string; authSecret: string }} where
 * @param {Record<string, string>} [overrides]
 */
export function trialAppEnv({ port, mongoUri, storageDir, authSecret }, overrides = {}) {
  return {
    NODE_ENV: "production",
    APP_URL: `http://127.0.0.1:${port}`,
    MONGODB_URI: mongoUri,
    AUTH_SECRET: authSecret,
    PAYMENTS_TEST_MODE: "true",
    STORAGE_DIR: storageDir,
    LOG_LEVEL: "warn",
    ...overrides,
  };
}

/**
 * Runs the production server over the built app on `port` and resolves when /api/health answers (200, or any status if
 * `anyStatus`). `nodeArgs` go to Node itself (e.g. `--cpu-prof` to profile a bench).
 */
export async function startStandalone({ port, env, quiet = false, anyStatus = false, nodeArgs = [] }) {
  const child = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, SERVER, builtApp()], {
    env: { ...process.env, ...env, PORT: String(port), HOSTNAME: env.HOSTNAME ?? "127.0.0.1" },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, { isAlive: () => child.exitCode === null, anyStatus });
  return { url, process: child, stop: () => stopProcess(child) };
}
