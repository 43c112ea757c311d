import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../scripts/lib/app.mjs";
import { freePort } from "../../../scripts/lib/ports.mjs";
import { TEST_AUTH_SECRET } from "../../support/test-stack.mjs";

describe("the TEST MODE checkout's Pay while the database cannot be reached", () => {
  it("answers a 503 page that says to press Pay again, not a 500", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-nodb-pay-"));
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
      const pressed = await fetch(`${app.url}/api/test-gateway/checkout/ticket-0123456789`, {
        method: "POST",
        body: new URLSearchParams({ outcome: "pay" }),
        redirect: "manual",
      });
      expect(pressed.status).toBe(503);
      expect(pressed.headers.get("retry-after")).toBe("5");
      expect(pressed.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await pressed.text();
      expect(html).toContain("Payment not confirmed yet");
      expect(html).toContain("press Pay again in a moment");
    } finally {
      await app.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
