// Where a purchase's CPU goes in the rush (BENCH_ONLY=rush-profile): the rush on a stack of its
// own whose app runs under `node --cpu-prof`, its CPU per purchase with the database's, and the
// app's profile of the rush alone (start-up and seeding left out) by component and function.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { benchPurchases } from "./bench-purchases.mjs";
import { withCpuPerRequest } from "./bench-support.mjs";
import { printCpuProfiles } from "./cpu-profile-summary.mjs";
import { TEST_AUTH_SECRET, startTestStack } from "./test-stack.mjs";

const ROUNDS = 5;
const BUYERS = 100;

export async function benchRushProfile() {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "scheditix-rush-profile-"));
  const stack = await startTestStack({ nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] });
  const connection = await mongoose.createConnection(stack.mongoUri).asPromise();
  let window;
  try {
    const rush = (rounds) => benchPurchases({ url: stack.url, db: connection.db, secret: TEST_AUTH_SECRET, buyers: BUYERS, rounds });
    await rush(1); // warm-up, not counted
    const pids = { app: stack.app.process.pid, database: stack.database.process.pid };
    const from = Number(process.hrtime.bigint() / 1000n);
    const measured = await withCpuPerRequest(pids, () => rush(ROUNDS));
    window = { from, to: Number(process.hrtime.bigint() / 1000n) };
    console.log(`\nThe rush under the profiler (${BUYERS} buyers at once for 80 seats, ${ROUNDS} rounds; the profiler adds its own cost):`);
    console.table([measured]);
  } finally {
    await connection.close();
    await stack.stop(); // the app writes its profile as it exits
  }
  printCpuProfiles(profileDir, { title: "The app during the rush", requests: BUYERS * ROUNDS, window });
  rmSync(profileDir, { recursive: true, force: true });
}
