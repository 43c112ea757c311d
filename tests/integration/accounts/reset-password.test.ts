import { describe, expect, it } from "vitest";
import { PASSWORD, logIn, mailLink, uniqueEmail, verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";
import { waitForMail } from "../../../bench/lib/smtp-capture.mjs";
import { testStack } from "../../support/stack";

const NEW_PASSWORD = "Harmattan-2027";

async function requestReset(email: string) {
  const since = new Date();
  const response = await api("/api/v1/forgot-password/user", { method: "POST", json: { email } });
  expect(response.status).toBe(200);
  return mailLink(email, "Reset your", since);
}

describe("forgot and reset password", () => {
  it("e-mails a link that sets a new password once and revokes every older token", async () => {
    const { email, token: oldToken } = await verifiedUser();
    const { token: resetToken, link } = await requestReset(email);
    expect(link).toMatch(/\/reset-password\/[\w.-]+$/);

    const reset = await api(`/api/v1/reset-password/user/${resetToken}`, {
      method: "POST",
      json: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/successfully reset/);

    const stale = await api("/api/v1/me", { token: oldToken });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe("Session timed-out: Please login to continue");

    const oldPassword = await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } });
    expect(oldPassword.status).toBe(401);
    expect(await logIn(email, NEW_PASSWORD)).toEqual(expect.any(String));

    const reused = await api(`/api/v1/reset-password/user/${resetToken}`, {
      method: "POST",
      json: { newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/[Ii]nvalid or expired/);
  });

  it("retires an older reset link once a newer one has been used", async () => {
    const { email } = await verifiedUser();
    const first = await requestReset(email);
    const second = await requestReset(email);
    const body = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await api(`/api/v1/reset-password/user/${second.token}`, { method: "POST", json: body })).status).toBe(200);
    expect((await api(`/api/v1/reset-password/user/${first.token}`, { method: "POST", json: body })).status).toBe(400);
  });

  it("checks the new passwords before using up the link", async () => {
    const { email } = await verifiedUser();
    const { token } = await requestReset(email);
    const mismatch = await api(`/api/v1/reset-password/user/${token}`, {
      method: "POST",
      json: { newPassword: NEW_PASSWORD, confirmPassword: "something-else" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.confirmPassword).toEqual(["Passwords don't match."]);
    const short = await api(`/api/v1/reset-password/user/${token}`, {
      method: "POST",
      json: { newPassword: "short", confirmPassword: "short" },
    });
    expect(short.body.errors.newPassword).toEqual(["Password must be at least 8 characters long ."]);
    const good = await api(`/api/v1/reset-password/user/${token}`, {
      method: "POST",
      json: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(good.status).toBe(200);
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const { status, body } = await api("/api/v1/forgot-password/user", { method: "POST", json: { email } });
    expect(status).toBe(200);
    expect(body.message).toMatch(/If an account exists/);
    await expect(waitForMail(testStack().inboxDir, { to: email, timeoutMs: 1500 })).rejects.toThrow();
  });
});
