import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack } from "../../../bench/lib/test-stack.mjs";

const LOGIN_ATTEMPTS_PER_ADDRESS = 30;
const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * The login limit counts in fixed 15-minute windows (lib/domain/auth/rate-limit.ts), which start
 * afresh on the quarter hour: a burst must not straddle one, or its count starts again midway.
 */
async function awayFromWindowEdge(marginMs = 60_000) {
  const untilEdge = LOGIN_WINDOW_MS - (Date.now() % LOGIN_WINDOW_MS);
  if (untilEdge < marginMs) await new Promise((resolve) => setTimeout(resolve, untilEdge + 1_000));
}

describe("TRUST_PROXY_HOPS=0 (no proxy in front)", () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY_HOPS: "0", SEED_ON_START: "false" } });
  }, 120_000);
  afterAll(() => stack?.stop());

  it("limits logins by the socket's address however X-Forwarded-For is rotated", async () => {
    await awayFromWindowEdge();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_ADDRESS; attempt++) {
      const response = await fetch(`${stack.url}/api/v1/login/user/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${attempt + 1}` },
        body: JSON.stringify({ email: `nobody.${attempt}@example.com`, password: "not-the-password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it("ignores a client's own copy of the launcher's peer-address header", async () => {
    // Still the same socket: the limit reached above holds.
    const response = await fetch(`${stack.url}/api/v1/login/user/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-scheditix-peer-address": "203.0.113.77", "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ email: "nobody@example.com", password: "not-the-password" }),
    });
    expect(response.status).toBe(429);
  });
});
