import { describe, expect, it } from "vitest";
import { PASSWORD, mailLink, registration, uniqueEmail } from "../../support/accounts";
import { api } from "../../support/http";

describe("POST /api/v1/register/user", () => {
  it("creates an unverified account (201) and e-mails a verification link over SMTP", async () => {
    const email = uniqueEmail("register");
    const since = new Date();
    const { status, body } = await api("/api/v1/register/user", { method: "POST", json: registration(email) });
    expect(status).toBe(201);
    expect(body.message).toMatch(/verification link/);
    expect(body.data).toMatchObject({ email: email.toLowerCase(), fullname: "Chiamaka Eze", phoneNo: "8031234567" });
    expect(body.data).not.toHaveProperty("passwordHash");
    const { mail, link } = await mailLink(email, "Confirm your e-mail", since);
    expect(link).toMatch(/\/email-verification\/[\w.-]+$/);
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
  });

  it("refuses a second account with the same e-mail in any letter case (409)", async () => {
    const email = uniqueEmail("dup");
    expect((await api("/api/v1/register/user", { method: "POST", json: registration(email) })).status).toBe(201);
    const again = await api("/api/v1/register/user", { method: "POST", json: registration(email.toUpperCase()) });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it("answers every field problem with a clear message (422)", async () => {
    const { status, body } = await api("/api/v1/register/user", {
      method: "POST",
      json: { fullname: "", email: "not-an-email", phoneNo: "12345", password: "short", confirmPassword: "other" },
    });
    expect(status).toBe(422);
    expect(body.errors.fullname).toBeDefined();
    expect(body.errors.email).toEqual(["Enter a valid email address"]);
    expect(body.errors.phoneNo?.[0]).toMatch(/Nigerian phone number/);
    expect(body.errors.password).toEqual(["Password must be at least 8 characters long ."]);
  });

  it("refuses passwords that do not match", async () => {
    const { status, body } = await api("/api/v1/register/user", {
      method: "POST",
      json: { ...registration(), confirmPassword: `${PASSWORD}!` },
    });
    expect(status).toBe(422);
    expect(body.errors.confirmPassword).toEqual(["Passwords don't match."]);
  });

  it("refuses operator injection, malformed JSON and huge bodies with a 4xx, creating nothing", async () => {
    const email = uniqueEmail("inject");
    const injected = await api("/api/v1/register/user", {
      method: "POST",
      json: { ...registration(email), fullname: { $gt: "" } },
    });
    expect(injected.status).toBe(422);

    const malformed = await api("/api/v1/register/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON");

    const huge = await api("/api/v1/register/user", {
      method: "POST",
      json: { ...registration(email), fullname: "x".repeat(200_000) },
    });
    expect(huge.status).toBe(413);

    const retry = await api("/api/v1/register/user", { method: "POST", json: registration(email) });
    expect(retry.status).toBe(201);
  });

  it("limits sign-ups from one address (429)", async () => {
    const headers = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await api("/api/v1/register/user", { method: "POST", headers, json: registration() })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
