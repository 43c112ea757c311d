import { describe, expect, it } from "vitest";
import { database } from "../../support/database";
import { api, baseUrl, someClientIp } from "../../support/http";

/** What a browser sends when the newsletter box is submitted on one of our pages. */
const submit = (body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  api("/newsletter/subscribe", { method: "POST", body, headers: { origin: baseUrl(), ...headers } });

const stored = async (email: string) => (await database()).collection("newslettersubscribers").countDocuments({ email });

const freshEmail = () => `form.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe("POST /newsletter/subscribe", () => {
  it("subscribes a new address and sends the visitor to the thank-you page", async () => {
    const email = freshEmail();
    const response = await submit(new URLSearchParams({ email }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/newsletter?status=subscribed");
    expect(await stored(email)).toBe(1);
  });

  it("recognises the same address typed in other letters, sent as multipart", async () => {
    const email = freshEmail();
    await submit(new URLSearchParams({ email }));
    const form = new FormData();
    form.set("email", `  ${email.toUpperCase()} `);
    const again = await submit(form);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/newsletter?status=already");
    expect(await stored(email)).toBe(1);
  });

  it("sends back a bad or missing address as invalid and stores nothing", async () => {
    for (const body of [new URLSearchParams({ email: "ada@example" }), new URLSearchParams({ email: "" }), new URLSearchParams()]) {
      const response = await submit(body);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/newsletter?status=invalid");
    }
    expect(await stored("ada@example")).toBe(0);
  });

  it("refuses a post from another site's page and stores nothing", async () => {
    const email = freshEmail();
    const response = await submit(new URLSearchParams({ email }), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await stored(email)).toBe(0);
  });

  it("shares the API's per-address limit and asks the visitor to wait past it", async () => {
    const ip = someClientIp();
    for (let n = 0; n < 10; n++) {
      expect((await api("/api/v1/newsletter", { method: "POST", json: { email: freshEmail() }, headers: { "x-forwarded-for": ip } })).status).toBe(
        200,
      );
    }
    const email = freshEmail();
    const response = await submit(new URLSearchParams({ email }), { "x-forwarded-for": ip });
    expect(response.headers.get("location")).toBe("/newsletter?status=limited");
    expect(await stored(email)).toBe(0);
  });
});

describe("GET /newsletter", () => {
  it("thanks a new subscriber, out of search results", async () => {
    const page = await api("/newsletter?status=subscribed");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<p id="newsletter-status" role="status"[^>]*>Thank you for subscribing!<\/p>/);
    expect(page.body).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(page.body).toContain('action="/newsletter/subscribe"');
  });

  it("shows the form without a message when the status is unknown", async () => {
    const page = await api("/newsletter?status=bogus");
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('role="status"');
    expect(page.body).not.toMatch(/Thank you for subscribing|already subscribed|valid email address|Too many attempts|could not subscribe/);
    expect(page.body).toContain('action="/newsletter/subscribe"');
  });
});
