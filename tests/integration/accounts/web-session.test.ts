import { describe, expect, it } from "vitest";
import { PASSWORD, verifiedUser } from "../../support/accounts";
import { api, baseUrl } from "../../support/http";
import { webSession } from "../../support/web-session";

describe("web sessions (next-auth cookie)", () => {
  it("sets a session cookie that the API accepts", async () => {
    const { email } = await verifiedUser();
    const session = await webSession(email, PASSWORD);
    expect(session.sessionToken).toBeDefined();
    const me = await api("/api/v1/me", { headers: { cookie: session.cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email.toLowerCase());
  });

  it("marks the session cookie httpOnly and SameSite=Lax", async () => {
    const { email } = await verifiedUser();
    const { sessionCookieLine } = await webSession(email, PASSWORD);
    expect(sessionCookieLine).toMatch(/; HttpOnly/i);
    expect(sessionCookieLine).toMatch(/; SameSite=Lax/i);
  });

  it("refuses a state change carried by the cookie from another site (403)", async () => {
    const { email } = await verifiedUser();
    const { cookie } = await webSession(email, PASSWORD);
    const crossSite = await api("/api/v1/profile", {
      method: "PATCH",
      headers: { cookie, origin: "https://evil.example" },
      json: { fullname: "Hijacked Name" },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await api("/api/v1/profile", {
      method: "PATCH",
      headers: { cookie, origin: baseUrl() },
      json: { fullname: "Adaora Eze" },
    });
    expect(sameSite.status).toBe(200);
    expect(sameSite.body.data.fullname).toBe("Adaora Eze");
  });

  it("signing out revokes the session on the server: the old cookie gets 401", async () => {
    const { email } = await verifiedUser();
    const session = await webSession(email, PASSWORD);
    expect(await session.signOut()).toBeLessThan(400);
    const me = await api("/api/v1/me", { headers: { cookie: session.cookie } });
    expect(me.status).toBe(401);
  });

  it("refuses a wrong password without setting a session", async () => {
    const { email } = await verifiedUser();
    const session = await webSession(email, "not-the-password");
    expect(session.sessionToken).toBeUndefined();
  });
});
