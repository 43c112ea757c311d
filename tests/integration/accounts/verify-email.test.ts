import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { PASSWORD, registerUser } from "../../support/accounts";
import { api } from "../../support/http";
import { TEST_AUTH_SECRET } from "../../../bench/lib/test-stack.mjs";

describe("GET /api/v1/verify/user/{token}", () => {
  it("verifies once; the same link used again says the account is already verified", async () => {
    const { email, verificationToken } = await registerUser();
    const first = await api(`/api/v1/verify/user/${verificationToken}`);
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/verified/);
    const login = await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);

    const again = await api(`/api/v1/verify/user/${verificationToken}`);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Your email is already verified. You can log in.");
  });

  it("refuses an expired link even though its signature is right", async () => {
    const { user } = await registerUser();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user._id)
      .setJti("expired-link-id")
      .setAudience("scheditix-verify")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * 86_400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86_400)
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    const { status, body } = await api(`/api/v1/verify/user/${expired}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/expired/);
  });

  it("refuses a forged or tampered link", async () => {
    expect((await api("/api/v1/verify/user/not.a.real-token")).status).toBe(400);
    const { verificationToken } = await registerUser();
    const tampered = `${verificationToken.slice(0, -4)}AAAA`;
    expect((await api(`/api/v1/verify/user/${tampered}`)).status).toBe(400);
  });
});

describe("POST /api/v1/resend-verification", () => {
  it("answers the same for unknown and known e-mails", async () => {
    const { email } = await registerUser();
    const known = await api("/api/v1/resend-verification", { method: "POST", json: { email } });
    const unknown = await api("/api/v1/resend-verification", { method: "POST", json: { email: "nobody@example.com" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
  });
});
