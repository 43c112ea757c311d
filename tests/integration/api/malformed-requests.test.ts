import { describe, expect, it } from "vitest";
import { baseUrl } from "../../support/http";

const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });

describe("requests a client got wrong are a clear 4xx, never a 500", () => {
  it("answers a page address with a broken %-escape with a 400 page that says the link is broken", async () => {
    for (const path of [
      "/event-details/%ff",
      "/event-details/%E0%A4%A",
      "/orders/%ff?k=abc",
      "/reset-password/%ff",
      "/cancel-deletion/%ff",
      "/claim-account/%c3%28",
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(400);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain("This link is broken");
      expect(html).toContain('href="/"');
    }
  });

  it("answers an API address with a broken %-escape with the error envelope (400)", async () => {
    const response = await get("/api/v1/event/%ff");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The address is not valid: it has a broken %-escape", code: "bad_request" });
  });

  it("still serves well-formed escapes as before", async () => {
    expect((await get("/event-details/%30123456789abcdef01234567")).status).toBe(308);
    expect((await get("/event-details/0123456789abcdef01234567")).status).toBe(404);
  });

  it("answers a GET of the credentials sign-in with 405 and says to post the form", async () => {
    const response = await get("/api/auth/callback/credentials");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).message).toBe("Sign in by sending the login form (POST), or open the login page.");
  });
});
