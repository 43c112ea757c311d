import { describe, expect, it } from "vitest";
import { PASSWORD, logIn, verifiedUser } from "../../support/accounts";
import { api } from "../../support/http";

describe("POST /api/v1/logout/", () => {
  it("ends the session: the same token then gets 401", async () => {
    const { token } = await verifiedUser();
    const out = await api("/api/v1/logout/", { method: "POST", token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe("Logged out successfully");
    const after = await api("/api/v1/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe("Session timed-out: Please login to continue");
    expect((await api("/api/v1/logout/", { method: "POST", token })).status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const { email, token: first } = await verifiedUser();
    const second = await logIn(email);
    await api("/api/v1/logout/", { method: "POST", token: first });
    expect((await api("/api/v1/me", { token: second })).status).toBe(200);
  });

  it("answers 'Unauthorized' without a token and for a forged one", async () => {
    const none = await api("/api/v1/logout/", { method: "POST" });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Unauthorized");
    const forged = await api("/api/v1/me", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad" });
    expect(forged.status).toBe(401);
  });
});

describe("profile and password", () => {
  it("updates the full name and phone and keeps them", async () => {
    const { token } = await verifiedUser();
    const update = await api("/api/v1/profile", {
      method: "PATCH",
      token,
      json: { fullname: "Chiamaka Obi", phoneNo: "0803 765 4321" },
    });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ fullname: "Chiamaka Obi", phoneNo: "8037654321" });
    expect((await api("/api/v1/me", { token })).body.data.fullname).toBe("Chiamaka Obi");
    expect((await api("/api/v1/profile", { method: "PATCH", token, json: { phoneNo: "123" } })).status).toBe(422);
  });

  it("changes the password only with the current one, then every token must log in again", async () => {
    const { email, token } = await verifiedUser();
    const wrong = await api("/api/v1/change-password", {
      method: "POST",
      token,
      json: { oldPassword: "nope-nope", newPassword: "Rainy-Season-9", confirmPassword: "Rainy-Season-9" },
    });
    expect(wrong.status).toBe(401);
    const changed = await api("/api/v1/change-password", {
      method: "POST",
      token,
      json: { oldPassword: PASSWORD, newPassword: "Rainy-Season-9", confirmPassword: "Rainy-Season-9" },
    });
    expect(changed.status).toBe(200);
    expect((await api("/api/v1/me", { token })).status).toBe(401);
    expect(await logIn(email, "Rainy-Season-9")).toEqual(expect.any(String));
  });
});

describe("DELETE /api/v1/delete/user/{userId}", () => {
  it("never lets user A delete user B", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    const attempt = await api(`/api/v1/delete/user/${b.userId}`, { method: "DELETE", token: a.token, json: { password: PASSWORD } });
    expect(attempt.status).toBe(403);
    expect((await api("/api/v1/me", { token: b.token })).status).toBe(200);
  });

  it("refuses a wrong password, and with the right one disables the account at once", async () => {
    const { email, userId, token } = await verifiedUser();
    const wrong = await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: "wrong-one" } });
    expect(wrong.status).toBe(401);
    const deleted = await api(`/api/v1/delete/user/${userId}`, { method: "DELETE", token, json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatch(/48 hours/);
    expect((await api("/api/v1/me", { token })).status).toBe(401);
    const login = await api("/api/v1/login/user/", { method: "POST", json: { email, password: PASSWORD } });
    expect(login.status).toBe(401);
  });

  it("answers 400 for a malformed user id", async () => {
    const { token } = await verifiedUser();
    const bad = await api("/api/v1/delete/user/not-an-id", { method: "DELETE", token, json: { password: PASSWORD } });
    expect(bad.status).toBe(400);
  });
});
