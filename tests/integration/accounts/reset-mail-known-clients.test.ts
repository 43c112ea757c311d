import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api, baseUrl, someClientIp } from "../../support/http";
import { countMail } from "../../../bench/lib/smtp-capture.mjs";
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

/** Strangers ask for the account's reset mail from `addresses` addresses, once each. */
async function strangersAsk(email: string, addresses: number) {
  for (let request = 0; request < addresses; request++) expect((await forgot(email, someClientIp())).status).toBe(200);
}

/** Strangers ask from 32 addresses: the account-wide cap for unknown clients (30 an hour) is used up. */
async function strangerFloods(email: string) {
  await strangersAsk(email, 32);
  expect(await settledCount(email, 30)).toBe(30);
}

describe("password-reset mail that a stranger cannot use up", () => {
  it("still mails the owner from an address that signed in before, after 32 requests from 32 other addresses", async () => {
    const { email } = await verifiedUser();
    const owner = someClientIp();
    expect(
      (await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD }, headers: { "x-forwarded-for": owner } })).status,
    ).toBe(200);
    await strangerFloods(email);

    const response = await forgot(email, owner);
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/If an account exists/);
    expect(await settledCount(email, 31)).toBe(31);
    // A new address is a stranger too once the account-wide cap is used up.
    expect((await forgot(email, someClientIp())).status).toBe(200);
    expect(await settledCount(email, 31)).toBe(31);
  }, 120_000);

  it("mails the owner asking from a device the account has never used, after strangers asked from 12 addresses", async () => {
    const { email } = await verifiedUser();
    await strangersAsk(email, 12);
    expect(await settledCount(email, 12)).toBe(12);

    const response = await forgot(email, someClientIp());
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/If an account exists/);
    expect(await settledCount(email, 13)).toBe(13);
  }, 120_000);

  it("still caps one client asking again and again: 3 mails in 15 minutes", async () => {
    const { email } = await verifiedUser();
    const stranger = someClientIp();
    for (let request = 0; request < 5; request++) expect((await forgot(email, stranger)).status).toBe(200);
    expect(await settledCount(email, 3)).toBe(3);
  }, 120_000);

  it("knows our web login's browser by its device cookie when its address has changed", async () => {
    const { email } = await verifiedUser();
    const session = await webSession(email, PASSWORD);
    const deviceCookie = session.cookie.split("; ").find((pair) => pair.startsWith("scheditix.device="));
    expect(deviceCookie, "a device cookie from the web login").toBeDefined();
    await strangerFloods(email);

    expect((await forgot(email, someClientIp(), deviceCookie)).status).toBe(200);
    expect(await settledCount(email, 31)).toBe(31);
    // A forged device cookie counts for nothing.
    const forged = `scheditix.device=${"A".repeat(22)}.${"B".repeat(43)}`;
    expect((await forgot(email, someClientIp(), forged)).status).toBe(200);
    expect(await settledCount(email, 31)).toBe(31);
    expect(baseUrl()).toMatch(/^http:/); // the cookie is not Secure over http, so a plain fetch sends it back
  }, 120_000);
});
