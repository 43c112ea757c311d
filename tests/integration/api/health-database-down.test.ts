import { describe, expect, it } from "vitest";
import { withAppWithoutDatabase } from "../../support/app-without-database";

describe("GET /api/health with the database down", () => {
  it("answers 503, API reads answer a 503 with a message, and the server keeps serving", async () => {
    await withAppWithoutDatabase(async (appUrl) => {
      const first = await fetch(`${appUrl}/api/health`);
      expect(first.status).toBe(503);
      expect(await first.json()).toEqual({ status: "unavailable", database: "down" });
      const events = await fetch(`${appUrl}/api/v1/events`);
      expect(events.status).toBe(503);
      expect((await events.json()).message).toMatch(/temporarily unavailable/);
      expect((await fetch(`${appUrl}/api/health`)).status).toBe(503);
    });
  }, 60_000);
});
