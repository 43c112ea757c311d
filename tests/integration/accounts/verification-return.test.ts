import { describe, expect, it } from "vitest";
import { mailLink, registration, uniqueEmail } from "../../support/accounts";
import { api } from "../../support/http";

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  api("/api/v1/register/user", { method: "POST", json: { ...registration(email), ...extra } });

describe("a sign-up started from a purchase", () => {
  it("e-mails a verification link that leads back to the purchase after login", async () => {
    const email = uniqueEmail("back");
    const since = new Date();
    const purchase = "/dashboard/purchase-details/6b07a33cfd51d861acfb91b7";
    expect((await signUp(email, { callbackUrl: purchase })).status).toBe(201);
    const { link } = await mailLink(email.toLowerCase(), "Confirm your e-mail", since);
    expect(new URL(link).searchParams.get("next")).toBe(purchase);
  });

  it("never leads to another site", async () => {
    for (const callbackUrl of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const email = uniqueEmail("evil");
      const since = new Date();
      expect((await signUp(email, { callbackUrl })).status).toBe(201);
      const { link } = await mailLink(email.toLowerCase(), "Confirm your e-mail", since);
      expect(new URL(link).searchParams.has("next")).toBe(false);
    }
  });
});

describe("a verification link opened again", () => {
  it("says the account is already verified rather than failing", async () => {
    const email = uniqueEmail("twice");
    const since = new Date();
    expect((await signUp(email)).status).toBe(201);
    const { token } = await mailLink(email.toLowerCase(), "Confirm your e-mail", since);
    const first = await api(`/api/v1/verify/user/${token}`);
    expect(first.body.message).toBe("Your email has been verified. You can now log in.");
    const again = await api(`/api/v1/verify/user/${token}`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Your email is already verified. You can log in.");
    // A forged token still fails.
    expect((await api(`/api/v1/verify/user/${token.slice(0, -4)}AAAA`)).status).toBe(400);
  });
});
