import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../scripts/lib/app.mjs";
import { freePort } from "../../../scripts/lib/ports.mjs";
import { TEST_AUTH_SECRET } from "../../support/test-stack.mjs";

describe("GET /api/health with the database down", () => {
  it("answers 503, API reads answer a 503 with a message, and the server keeps serving", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-nodb-"));
    const deadDatabasePort = await freePort();
    const port = await freePort();
    const app = await startStandalone({
      port,
      quiet: true,
      anyStatus: true,
      env: trialAppEnv(
        { port, mongoUri: `mongodb://127.0.0.1:${deadDatabasePort}/scheditix`, storageDir: path.join(root, "uploads"), authSecret: TEST_AUTH_SECRET },
        { LOG_LEVEL: "silent" },
      ),
    });
    try {
      const first = await fetch(`${app.url}/api/health`);
      expect(first.status).toBe(503);
      expect(await first.json()).toEqual({ status: "unavailable", database: "down" });
      const events = await fetch(`${app.url}/api/v1/events`);
      expect(events.status).toBe(503);
      expect((await events.json()).message).toMatch(/temporarily unavailable/);
      expect((await fetch(`${app.url}/api/health`)).status).toBe(503);
    } finally {
      await app.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
