import { describe, expect, it } from "vitest";
import { PASSWORD, mailLink, verifiedUser } from "../../support/accounts";
import { api, someClientIp } from "../../support/http";
import { countMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

const login = (json: unknown, ip: string) => api("/api/v1/login/user/", { method: "POST", json, headers: { "x-forwarded-for": ip } });
const forgot = (email: string, ip: string) =>
  api("/api/v1/forgot-password/user", { method: "POST", json: { email }, headers: { "x-forwarded-for": ip } });
const resetMails = (email: string) => countMail(testStack().inboxDir, { to: email, subject: "Reset your" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForCount(count: () => Promise<number>, expected: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await count()) < expected && Date.now() < deadline) await sleep(100);
  return count();
}

describe("a stranger cannot lock the owner out", () => {
  it("locks the stranger's client after 5 wrong passwords, while the owner signs in from theirs", async () => {
    const { email } = await verifiedUser();
    const stranger = someClientIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email, password: `wrong-${attempt}` }, stranger)).status).toBe(401);
    }
    const locked = await login({ email, password: PASSWORD }, stranger);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many attempts\. Please wait \d+ minutes?/);

    const owner = await login({ email, password: PASSWORD }, someClientIp());
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it("answers every reset request the same, caps the mails silently, and still mails the owner", async () => {
    const { email } = await verifiedUser();
    const stranger = someClientIp();
    for (let request = 0; request < 6; request++) {
      const { status, body } = await forgot(email, stranger);
      expect(status).toBe(200);
      expect(body.message).toMatch(/If an account exists/);
    }
    // Three of the stranger's six requests were mailed; the rest were dropped without a word.
    expect(await waitForCount(() => resetMails(email), 3)).toBe(3);
    await sleep(1_500);
    expect(await resetMails(email)).toBe(3);

    const since = new Date();
    const owner = await forgot(email, someClientIp());
    expect(owner.status).toBe(200);
    expect(owner.body.message).toMatch(/If an account exists/);
    const { link } = await mailLink(email, "Reset your", since);
    expect(link).toMatch(/\/reset-password\//);
  });
});
