import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startStandalone, trialAppEnv } from "../../server/app.mjs";
import { freePort } from "../../server/ports.mjs";
import { TEST_AUTH_SECRET } from "../../bench/lib/test-stack.mjs";

/**
 * The built app started against a database address nothing answers on, as after a crash of the
 * database: `test` gets its URL, and the app and its files are gone afterwards.
 */
export async function withAppWithoutDatabase(test: (appUrl: string) => Promise<void>): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-nodb-"));
  const port = await freePort();
  const app = await startStandalone({
    port,
    quiet: true,
    anyStatus: true,
    env: trialAppEnv(
      { port, mongoUri: `mongodb://127.0.0.1:${await freePort()}/scheditix`, storageDir: path.join(root, "uploads"), authSecret: TEST_AUTH_SECRET },
      { LOG_LEVEL: "silent" },
    ),
  });
  try {
    await test(app.url);
  } finally {
    await app.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
