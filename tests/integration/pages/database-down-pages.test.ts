import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { withAppWithoutDatabase } from "../../support/app-without-database";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
}

describe("pages with the database down", () => {
  it("answer a 503 page within seconds, not a 500 after ten, and the next ones at once", async () => {
    await withAppWithoutDatabase(async (appUrl) => {
      const eventPage = `${appUrl}/event-details/${randomBytes(12).toString("hex")}`;
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
      const dashboard = await timed(`${appUrl}/dashboard/overview`, { headers: { cookie: `next-auth.session-token=${session}` } });
      expect(dashboard.status).toBe(503);
      expect(dashboard.ms).toBeLessThan(4_000);

      // Pages that need no database still answer, and the API keeps its own 503.
      expect((await timed(`${appUrl}/login`)).status).toBe(200);
      expect((await timed(`${appUrl}/api/v1/events`)).status).toBe(503);
    });
  }, 60_000);
});
