import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("GET /api/health while passwords are being checked", () => {
  it("answers 200 within 1 s each time while 24 wrong logins run at once", async () => {
    const { email } = await verifiedUser();
    const checks: { status: number; ms: number }[] = [];
    let logins: Promise<unknown> | null = Promise.all(
      Array.from({ length: 24 }, (_, index) => api("/api/v1/login/user/", { method: "POST", json: { email, password: `wrong-${index}` } })),
    );
    const done = logins.then((responses) => {
      logins = null;
      return responses as { status: number }[];
    });
    while (logins) {
      const started = performance.now();
      const response = await fetch(`${baseUrl()}/api/health`);
      await response.text();
      checks.push({ status: response.status, ms: Math.round(performance.now() - started) });
      await sleep(100);
    }
    expect((await done).map((login) => login.status)).toEqual(Array(24).fill(401));
    for (const check of checks) {
      expect(check.status, JSON.stringify(checks)).toBe(200);
      expect(check.ms, JSON.stringify(checks)).toBeLessThan(1_000);
    }
    expect(checks.length).toBeGreaterThan(3);
  }, 60_000);
});
