import { describe, expect, it } from "vitest";
import { api, baseUrl } from "../../support/http";

describe("API conventions", () => {
  it("answers a CORS preflight on /api/v1/login/user/ directly, without a redirect", async () => {
    const { status, headers } = await api("/api/v1/login/user/", {
      method: "OPTIONS",
      headers: {
        Origin: "https://client.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(status).toBe(204);
    expect(headers.get("location")).toBeNull();
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("access-control-allow-methods")).toContain("POST");
    expect(headers.get("access-control-allow-headers")).toMatch(/Authorization/i);
  });

  it("adds CORS headers to API answers for a cross-origin caller", async () => {
    const { headers } = await api("/api/v1/events", { headers: { Origin: "https://client.example" } });
    expect(headers.get("access-control-allow-origin")).toBe("*");
  });

  it("reaches the handler with or without a trailing slash", async () => {
    const withSlash = await api("/api/v1/events/");
    expect(withSlash.status).toBe(200);
    expect(Array.isArray(withSlash.body.data)).toBe(true);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const { status, body } = await api("/api/v1/no-such-route");
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "not_found", message: expect.stringContaining("/api/v1/no-such-route") });
  });

  it("tags every API answer with a request id", async () => {
    const { headers } = await api("/api/v1/event/bad");
    expect(headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("GET /api/health reports the database up", async () => {
    const { status, body } = await api("/api/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: "up" });
  });

  it("serves an OpenAPI document listing the routes", async () => {
    const { status, body } = await api("/api/v1/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(["/api/v1/events", "/api/v1/event/{id}", "/api/v1/allCategories"]));
    const idParameter = body.paths["/api/v1/event/{id}"].get.parameters[0];
    expect(idParameter).toMatchObject({ name: "id", in: "path", required: true });
  });

  it("sends security headers on pages", async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("search engine files", () => {
  it("lists every open event and every category in sitemap.xml", async () => {
    const events = await api("/api/v1/events?limit=100");
    const categories = await api("/api/v1/categories");
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    for (const event of events.body.data) expect(xml).toContain(`/event-details/${event._id}`);
    for (const category of categories.body.data) expect(xml).toContain(`category=${category.slug}`);
  });

  it("keeps dashboards and the API out of robots.txt", async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(text).toMatch(/Disallow: \/dashboard/);
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
