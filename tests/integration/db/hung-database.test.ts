import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startTestStack } from "../../../bench/lib/test-stack.mjs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const anyId = () => randomBytes(12).toString("hex");

/**
 * Asks once, giving the app 15 s to answer at all: a request still waiting then is a hang, and
 * fails the test. Nothing here is cached: every request names an event or an account never asked before.
 */
async function ask(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
  return { status: response.status, text: await response.text(), retryAfter: response.headers.get("retry-after") };
}

/** A sign-in with an address no account has: the app reads the accounts (a 401 when the database answers). */
const signIn = (base: string) =>
  ask(`${base}/api/v1/login/user/`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ email: `nobody.${anyId()}@example.com`, password: "wrong-password" }),
  });

async function untilStatus(request: () => Promise<{ status: number }>, status: number, withinMs: number) {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started < withinMs) {
    last = await request().then(
      (response) => response.status,
      () => 0,
    );
    if (last === status) return;
    await sleep(250);
  }
  throw new Error(`did not answer ${status} within ${withinMs} ms (last ${last})`);
}

describe("a database that stops answering without closing its connections (SIGSTOP)", () => {
  it("makes an API call and a page answer 503 instead of waiting for it, and everything answers again once it is back", async () => {
    const stack = await startTestStack();
    const database = stack.database.process.pid ?? 0;
    const eventPage = () => ask(`${stack.url}/event-details/${anyId()}`);
    try {
      expect((await signIn(stack.url)).status).toBe(401);
      expect((await eventPage()).status).toBe(404);

      process.kill(database, "SIGSTOP");
      const api = await signIn(stack.url);
      expect(api.status).toBe(503);
      expect(JSON.parse(api.text)).toMatchObject({ code: "unavailable" });
      const page = await eventPage();
      expect(page.status).toBe(503);
      expect(page.retryAfter).toBe("5");
      expect(page.text).toMatch(/Scheditix is briefly unavailable/);
      expect((await ask(`${stack.url}/api/health`)).status).toBe(503);

      process.kill(database, "SIGCONT");
      await untilStatus(() => signIn(stack.url), 401, 30_000);
      await untilStatus(eventPage, 404, 10_000);
      expect((await ask(`${stack.url}/api/health`)).status).toBe(200);
    } finally {
      process.kill(database, "SIGCONT");
      await stack.stop();
    }
  }, 120_000);
});
