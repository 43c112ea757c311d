import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { createEvent, createdEventId } from "../../support/events";
import { api, baseUrl } from "../../support/http";
import { webSession } from "../../support/web-session";

const PAGE_CSP = "default-src 'self'";

describe("bad input gets a 4xx, never a server error", () => {
  it("refuses a NUL in the event search (422)", async () => {
    const { status, body } = await api("/api/v1/events?q=%00");
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect((await api("/search?q=%00")).status).toBe(200);
  });

  it("answers 404 for a media name too long to be a file", async () => {
    const { status } = await api(`/media/${"a".repeat(300)}.png`);
    expect(status).toBe(404);
  });

  it("refuses a callbackUrl that is not a URL (400) and forgets one kept in a cookie", async () => {
    const bad = "http://127.0.0.1:3000.evil.example/x";
    const signIn = await api(`/api/auth/signin?callbackUrl=${encodeURIComponent(bad)}`);
    expect(signIn.status).toBe(400);
    expect(signIn.body.message).toMatch(/callbackUrl/);

    const session = await api("/api/auth/session", { headers: { cookie: `next-auth.callback-url=${encodeURIComponent(bad)}` } });
    expect(session.status).toBe(200);
    const csrf = await api("/api/auth/csrf", { headers: { cookie: `next-auth.callback-url=${encodeURIComponent(bad)}` } });
    expect(csrf.status).toBe(200);
  });

  it("sends a visitor of another organiser's ticket sales to the page that says why, not a server error", async () => {
    const mine = await verifiedUser();
    const theirs = await verifiedUser();
    const theirEvent = await createdEventId(theirs.token);
    const { cookie } = await webSession(mine.email, PASSWORD);
    const response = await fetch(`${baseUrl()}/dashboard/ticket-sales?eventId=${theirEvent}`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location") ?? "", baseUrl()).search).toBe("?need=sales");
    const why = await fetch(`${baseUrl()}/dashboard/not-allowed?need=sales`, { headers: { cookie } });
    expect(await why.text()).toContain("can open its ticket sales");
  });
});

describe("stored media", () => {
  it("answers with a sandboxing CSP of its own, not the page CSP", async () => {
    const { token } = await verifiedUser();
    const created = await createEvent(token);
    expect(created.status).toBe(201);
    const imagePath = new URL(created.body.data.image.imageUrl as string).pathname;
    expect(imagePath).toMatch(/^\/media\//);
    const { status, headers } = await api(imagePath);
    expect(status).toBe(200);
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'/);
    expect(csp).toMatch(/\bsandbox\b/);
    expect(csp).not.toContain(PAGE_CSP);
  });
});
