import { describe, expect, it } from "vitest";
import { api } from "../../support/http";

/** A prerendered page, a server-rendered one, a cached event page, the not-found page and a redirect. */
async function pagePaths() {
  const events = await api("/api/v1/events");
  return ["/login", "/", `/event-details/${events.body.data[0]._id}`, "/event-categories", "/no-such-page", "/dashboard/overview"];
}

describe("security headers on page responses", () => {
  it("send the CSP, frame blocking, nosniff and a referrer policy on every page", async () => {
    for (const path of await pagePaths()) {
      const { headers } = await api(path);
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp, path).toMatch(/^default-src 'self'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("leave data: and blob: out only on the busy public pages that are left by full page loads", async () => {
    const cspOf = async (path: string) => (await api(path)).headers.get("content-security-policy") ?? "";
    const events = await api("/api/v1/events");
    for (const path of ["/", `/event-details/${events.body.data[0]._id}`, "/event-categories", "/explore-category", "/search?q=lagos"]) {
      expect(await cspOf(path), path).toContain("img-src 'self';");
    }
    // Every other page: those that show QR codes (the no-login ticket page too), preview files or use
    // the camera, and those the client router leads to them from (login, the payment page).
    const others = ["/user-ticket-details", "/ticket-details-after-purchase", `/orders/${"0".repeat(32)}?k=x`, "/dashboard/overview", "/checkin-as"];
    for (const path of [...others, "/login", "/brief", "/payment-verify", "/no-such-page", "/event-categoriesx"]) {
      expect(await cspOf(path), path).toContain("img-src 'self' data: blob:");
    }
  });

  it("keep the page CSP off API answers", async () => {
    const { headers } = await api("/api/v1/events");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("content-security-policy")).toBeNull();
  });
});
