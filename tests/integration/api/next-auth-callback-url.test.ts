import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { baseUrl, someClientIp } from "../../support/http";

/** Posts to next-auth's credentials callback as the login page does, with `callbackUrl` in the body. */
async function signInWith(callbackUrl: string, email: string, password: string) {
  const ip = someClientIp();
  const csrf = await fetch(`${baseUrl()}/api/auth/csrf`, { headers: { "x-forwarded-for": ip } });
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${baseUrl()}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": ip },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl, json: "true" }),
  });
  return { status: response.status, body: (await response.json()) as { url?: string } };
}

describe("next-auth's credentials callback with callbackUrl in the POST body", () => {
  it.each(["http://127.0.0.1:3000.evil.example/x", "not a url", "https://evil.example/steal"])(
    "signs in and returns to this site, never a 500, for %s",
    async (callbackUrl) => {
      const { email } = await verifiedUser();
      const { status, body } = await signInWith(callbackUrl, email, PASSWORD);
      expect(status).toBe(200);
      expect(body.url).toBe(baseUrl());
    },
  );

  it("keeps a path on this site", async () => {
    const { email } = await verifiedUser();
    const { status, body } = await signInWith("/dashboard/overview", email, PASSWORD);
    expect(status).toBe(200);
    expect(body.url).toBe(`${baseUrl()}/dashboard/overview`);
  });

  it("answers a wrong password with next-auth's error, not a 500, whatever the callbackUrl", async () => {
    const { email } = await verifiedUser();
    const { status, body } = await signInWith("not a url", email, "wrong-password");
    expect(status).toBeLessThan(500);
    expect(body.url).toMatch(/error=/);
  });
});
