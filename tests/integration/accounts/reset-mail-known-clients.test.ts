import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api, baseUrl, someClientIp } from "../../support/http";
import { countMail } from "../../support/smtp-capture.mjs";
import { webSession } from "../../support/web-session";
import { testStack } from "../../support/stack";

const forgot = (email: string, ip: string, cookie?: string) =>
  api("/api/v1/forgot-password/user", { method: "POST", json: { email }, headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) } });
const resetMails = (email: string) => countMail(testStack().inboxDir, { to: email, subject: "Reset your" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settledCount(email: string, expected: number) {
  const deadline = Date.now() + 10_000;
  while ((await resetMails(email)) < expected && Date.now() < deadline) await sleep(100);
  await sleep(1_000); // anything still on its way lands too
  return resetMails(email);
}

/** A stranger asks for the account's reset mail from 12 addresses: the account-wide cap (10 an hour) is used up. */
async function strangerFloods(email: string) {
  for (let request = 0; request < 12; request++) expect((await forgot(email, someClientIp())).status).toBe(200);
  expect(await settledCount(email, 10)).toBe(10);
}

describe("password-reset mail that a stranger cannot use up", () => {
  it("still mails the owner from an address that signed in before, after 12 requests from 12 other addresses", async () => {
    const { email } = await verifiedUser();
    const owner = someClientIp();
    expect((await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD }, headers: { "x-forwarded-for": owner } })).status).toBe(200);
    await strangerFloods(email);

    const answer = await forgot(email, owner);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/If an account exists/);
    expect(await settledCount(email, 11)).toBe(11);
    // A new address is a stranger too: the account's cap still holds for it.
    expect((await forgot(email, someClientIp())).status).toBe(200);
    expect(await settledCount(email, 11)).toBe(11);
  });

  it("knows our web login's browser by its device cookie when its address has changed", async () => {
    const { email } = await verifiedUser();
    const session = await webSession(email, PASSWORD);
    const deviceCookie = session.cookie.split("; ").find((pair) => pair.startsWith("scheditix.device="));
    expect(deviceCookie, "a device cookie from the web login").toBeDefined();
    await strangerFloods(email);

    expect((await forgot(email, someClientIp(), deviceCookie)).status).toBe(200);
    expect(await settledCount(email, 11)).toBe(11);
    // A forged device cookie counts for nothing.
    const forged = `scheditix.device=${"A".repeat(22)}.${"B".repeat(43)}`;
    expect((await forgot(email, someClientIp(), forged)).status).toBe(200);
    expect(await settledCount(email, 11)).toBe(11);
    expect(baseUrl()).toMatch(/^http:/); // the cookie is not Secure over http, so a plain fetch sends it back
  });
});
