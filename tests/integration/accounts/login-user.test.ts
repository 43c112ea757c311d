import { describe, expect, it } from "vitest";
import { PASSWORD, registerUser, uniqueEmail, verifiedUser } from "../../support/accounts";
import { api, someClientIp } from "../../support/http";

const login = (json: unknown, headers?: Record<string, string>) => api("/api/v1/login/user/", { method: "POST", json, headers });

describe("POST /api/v1/login/user/", () => {
  it("refuses an account whose e-mail is not verified yet, saying so", async () => {
    const { email } = await registerUser();
    const { status, body } = await login({ email, password: PASSWORD });
    expect(status).toBe(403);
    expect(body.message).toMatch(/verify your email/);
  });

  it("answers the user with isLoggedIn and a bearer token that works", async () => {
    const email = uniqueEmail("login");
    await verifiedUser(email);
    const { status, body } = await login({ email: email.toUpperCase(), password: PASSWORD });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: expect.any(String),
      fullname: "Chiamaka Eze",
      email: email.toLowerCase(),
      phoneNo: "8031234567",
      plan: "basic",
      isLoggedIn: true,
    });
    expect(body.token).toEqual(expect.any(String));
    const me = await api("/api/v1/me", { token: body.token });
    expect(me.body.data.email).toBe(email.toLowerCase());
  });

  it("accepts the legacy `Bearer: <token>` header", async () => {
    const { token, email } = await verifiedUser();
    const me = await api("/api/v1/me", { headers: { Bearer: token } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email.toLowerCase());
  });

  it("answers 401 for a wrong password and for an unknown e-mail alike", async () => {
    const { email } = await verifiedUser();
    const wrong = await login({ email, password: "not-the-password" });
    const unknown = await login({ email: uniqueEmail("nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("locks one client out of an account for a while after 5 failed attempts (429)", async () => {
    const { email } = await verifiedUser();
    const headers = { "x-forwarded-for": someClientIp() };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email, password: `wrong-${attempt}` }, headers)).status).toBe(401);
    }
    const locked = await login({ email, password: PASSWORD }, headers);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many attempts\. Please wait \d+ minutes?/);
  });

  it("checks at most 5 of 10 wrong passwords sent at once by one client (the rest answer 429), and the owner's own device still gets in", async () => {
    const { email } = await verifiedUser();
    const headers = { "x-forwarded-for": someClientIp() };
    const responses = await Promise.all(Array.from({ length: 10 }, (_, attempt) => login({ email, password: `wrong-${attempt}` }, headers)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await login({ email, password: PASSWORD }, headers)).status).toBe(429);
    expect((await login({ email, password: PASSWORD }, { "x-forwarded-for": someClientIp() })).status).toBe(200);
  });

  it("does not count a right password against the client", async () => {
    const { email } = await verifiedUser();
    const headers = { "x-forwarded-for": someClientIp() };
    for (let attempt = 0; attempt < 4; attempt++) expect((await login({ email, password: `wrong-${attempt}` }, headers)).status).toBe(401);
    for (let attempt = 0; attempt < 3; attempt++) expect((await login({ email, password: PASSWORD }, headers)).status).toBe(200);
    expect((await login({ email, password: "wrong-again" }, headers)).status).toBe(401);
    expect((await login({ email, password: PASSWORD }, headers)).status).toBe(429);
  });

  it("never logs in through operator injection or malformed JSON", async () => {
    const injected = await login({ email: { $gt: "" }, password: { $gt: "" } });
    expect(injected.status).toBe(422);
    expect(injected.body).not.toHaveProperty("token");

    const malformed = await api("/api/v1/login/user/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });
});
