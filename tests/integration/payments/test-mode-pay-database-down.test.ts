import { describe, expect, it } from "vitest";
import { withAppWithoutDatabase } from "../../support/app-without-database";

describe("the TEST MODE checkout's Pay while the database cannot be reached", () => {
  it("answers a 503 page that says to press Pay again, not a 500", async () => {
    await withAppWithoutDatabase(async (appUrl) => {
      const pressed = await fetch(`${appUrl}/api/test-gateway/checkout/ticket-0123456789`, {
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
    });
  }, 60_000);
});
