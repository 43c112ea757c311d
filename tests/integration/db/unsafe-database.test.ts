// The start-up self-test of atomic updates (lib/platform/database-self-test.ts) against real
// databases: FerretDB 1.24 as published, which loses conditional updates, and our patched build.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SELF_TEST_COLLECTION,
  SELF_TEST_STOCK,
  losesUpdates,
  raceConditionalIncrements,
  selfTestConditionalUpdates,
} from "@/lib/platform/database-self-test";
import { SERVER, builtApp, serverNodeArgs, trialAppEnv } from "../../../server/app.mjs";
import { installFerretdb, startFerretdb } from "../../../server/ferretdb.mjs";
import { freePort } from "../../../server/ports.mjs";
import { stopProcess } from "../../../server/stop-process.mjs";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

type Database = Awaited<ReturnType<typeof startFerretdb>>;

let root: string;
let unpatched: Database;
let patched: Database;

beforeAll(async () => {
  // Built once into .tools/ and reused, like the patched one (`npm run db:install -- --unpatched`
  // in CI builds it before the tests).
  installFerretdb({ unpatched: true });
  root = mkdtempSync(path.join(os.tmpdir(), "scheditix-unsafe-db-"));
  [unpatched, patched] = await Promise.all([
    startFerretdb({ dataDir: path.join(root, "unpatched"), unpatched: true }),
    startFerretdb({ dataDir: path.join(root, "patched") }),
  ]);
}, 600_000);

afterAll(async () => {
  await Promise.all([unpatched?.stop(), patched?.stop()]);
  rmSync(root, { recursive: true, force: true });
});

type Start = { exitCode: number | null; stderr: string; healthy: boolean };

/** Starts the production server over `mongoUri`; answers once it exits or /api/health answers 200, then stops it. */
async function startProduction(mongoUri: string, env: Record<string, string> = {}): Promise<Start> {
  const port = await freePort();
  const appEnv: Record<string, string> = trialAppEnv(
    { port, mongoUri, storageDir: path.join(root, `uploads-${port}`), authSecret: TEST_AUTH_SECRET },
    env,
  );
  const child = spawn(process.execPath, [...serverNodeArgs(), SERVER, builtApp()], {
    env: { ...process.env, ...appEnv, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let healthy = false;
  const deadline = Date.now() + 60_000;
  while (child.exitCode === null && !healthy && Date.now() < deadline) {
    healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  // What it exited with on its own (null while it ran): stopping it afterwards does not count.
  const exitCode: number | null = child.exitCode;
  await stopProcess(child);
  return { exitCode, stderr, healthy };
}

async function connect(uri: string) {
  const connection = await mongoose.createConnection(uri, { maxPoolSize: 20 }).asPromise();
  return { db: connection.db!, close: () => connection.close() };
}

describe("the self-test of atomic conditional updates", () => {
  it("finds that FerretDB without our patch loses updates, every time of five", async () => {
    const { db, close } = await connect(unpatched.uri);
    try {
      for (let round = 0; round < 5; round++) expect(losesUpdates(await selfTestConditionalUpdates(db))).toBe(true);
    } finally {
      await close();
    }
  });

  it("finds the patched FerretDB keeps stock, with four processes testing at once, and leaves no scratch document", async () => {
    const processes = await Promise.all(Array.from({ length: 4 }, () => connect(patched.uri)));
    try {
      const results = await Promise.all(processes.map(({ db }) => raceConditionalIncrements(db)));
      for (const result of results) expect(result).toMatchObject({ taken: SELF_TEST_STOCK, counted: SELF_TEST_STOCK });
      expect(await processes[0]!.db.collection(SELF_TEST_COLLECTION).countDocuments()).toBe(0);
    } finally {
      await Promise.all(processes.map(({ close }) => close()));
    }
  });
});

describe("a production server at start", () => {
  it("refuses FerretDB without our patch, naming what is supported and the override", async () => {
    const { exitCode, stderr, healthy } = await startProduction(unpatched.uri);
    expect(healthy).toBe(false);
    expect(exitCode).toBe(1);
    expect(stderr).toMatch(/UNSAFE DATABASE: 100 concurrent conditional increments racing for 50 took \d+, and the count reads \d+/);
    expect(stderr).toMatch(
      /Supported: MongoDB 6\+ or Atlas; or the embedded FerretDB built with this app's patch .*one FerretDB process per data directory/,
    );
    expect(stderr).toMatch(/Refusing to start .* set ALLOW_UNSAFE_DATABASE=true/);
  }, 90_000);

  it("starts on it with ALLOW_UNSAFE_DATABASE=true, saying so loudly", async () => {
    const { stderr, healthy } = await startProduction(unpatched.uri, { ALLOW_UNSAFE_DATABASE: "true" });
    expect(healthy).toBe(true);
    expect(stderr).toMatch(/UNSAFE DATABASE/);
    expect(stderr).toMatch(/Starting anyway because ALLOW_UNSAFE_DATABASE=true/);
  }, 90_000);

  it("starts on the patched FerretDB without a word about it, having run the test and removed its scratch document", async () => {
    // A database of its own: the scratch collection there can only come from this start's self-test.
    const uri = patched.uri.replace(/\/[^/]*$/, "/patched-start");
    const { stderr, healthy } = await startProduction(uri);
    expect(healthy).toBe(true);
    expect(stderr).not.toMatch(/UNSAFE DATABASE|database self-test/);
    const { db, close } = await connect(uri);
    try {
      const collections = await db.listCollections({}, { nameOnly: true }).toArray();
      expect(collections.map(({ name }) => name)).toContain(SELF_TEST_COLLECTION);
      expect(await db.collection(SELF_TEST_COLLECTION).countDocuments()).toBe(0);
    } finally {
      await close();
    }
  }, 90_000);
});
