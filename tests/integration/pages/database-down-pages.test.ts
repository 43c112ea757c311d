import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { startStandalone, trialAppEnv } from "../../../scripts/lib/app.mjs";
import { freePort } from "../../../scripts/lib/ports.mjs";
import { TEST_AUTH_SECRET } from "../../support/test-stack.mjs";

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
}

describe("pages with the database down", () => {
  it("answer a 503 page within seconds, not a 500 after ten, and the next ones at once", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "scheditix-nodb-pages-"));
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
      const eventPage = `${app.url}/event-details/${randomBytes(12).toString("hex")}`;
      const first = await timed(eventPage);
      expect(first.status).toBe(503);
      expect(first.ms).toBeLessThan(4_000);
      expect(first.headers.get("retry-after")).toBe("5");
      expect(first.html).toMatch(/Scheditix is briefly unavailable/);
      const again = await timed(eventPage);
      expect(again.status).toBe(503);
      expect(again.ms).toBeLessThan(1_000);

      // A signed-in organiser's dashboard: the session is checked against the database.
      const session = await encode({
        token: { sub: randomBytes(12).toString("hex"), sid: randomBytes(12).toString("hex"), sv: 0 },
        secret: TEST_AUTH_SECRET,
      });
      const dashboard = await timed(`${app.url}/dashboard/overview`, { headers: { cookie: `next-auth.session-token=${session}` } });
      expect(dashboard.status).toBe(503);
      expect(dashboard.ms).toBeLessThan(4_000);

      // Pages that need no database still answer, and the API keeps its own 503.
      expect((await timed(`${app.url}/login`)).status).toBe(200);
      expect((await timed(`${app.url}/api/v1/events`)).status).toBe(503);
    } finally {
      await app.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
