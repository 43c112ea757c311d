import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { frontDoor } from "../../server/front-door.mjs";
import { createFrontCache } from "../../server/front-cache.mjs";
import { PEER_ADDRESS_HEADER } from "../../server/peer-address.mjs";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real server behind the front door whose app marks every answer as shared and counts them. */
async function serveBehindDoor({ withCache = true } = {}) {
  const cache = withCache ? createFrontCache({ seconds: 60, maxEntries: 10, maxBytes: 100_000 }) : null;
  const seen: http.IncomingHttpHeaders[] = [];
  const app = (request: http.IncomingMessage, response: http.ServerResponse) => {
    seen.push({ ...request.headers });
    response.setHeader("cache-control", "s-maxage=60");
    if (request.url?.startsWith("/api/")) response.setHeader("x-request-id", String(request.headers["x-request-id"] ?? `app-${seen.length}`));
    response.end(`answer ${seen.length}`);
  };
  const server = http.createServer(frontDoor(app, cache));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, { headers: { "accept-encoding": "identity", ...headers } });
    const text = await response.text();
    // The cache stores an answer once it has gone out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { text, requestId: response.headers.get("x-request-id") };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => (await request(path, headers)).text;
  return { get, request, seen, url };
}

describe("front door", () => {
  it("hands the app the socket's address, over any copy a client sent", async () => {
    const site = await serveBehindDoor();
    await site.get("/api/v1/events", { [PEER_ADDRESS_HEADER]: "203.0.113.9" });
    expect(site.seen[0]?.[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
  });

  it("answers a repeated shared page from the cache", async () => {
    const site = await serveBehindDoor();
    expect(await site.get("/event-details/1")).toBe("answer 1");
    expect(await site.get("/event-details/1")).toBe("answer 1");
    expect(site.seen).toHaveLength(1);
  });

  it("shares the public event list, each replay with a request id of its own", async () => {
    const site = await serveBehindDoor();
    const first = await site.request("/api/v1/events");
    const second = await site.request("/api/v1/events");
    const named = await site.request("/api/v1/events", { "x-request-id": "client-chosen-id" });
    expect([first.text, second.text, named.text]).toEqual(["answer 1", "answer 1", "answer 1"]);
    expect(site.seen).toHaveLength(1);
    expect(first.requestId).toBe("app-1");
    expect(second.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(named.requestId).toBe("client-chosen-id");
  });

  it.each(["/api/v1/me", "/api/v1/events?limit=4", "/_next/static/chunks/main.js", "/media/events/poster.webp"])(
    "sends %s to the app every time, whatever its Cache-Control says",
    async (path) => {
      const site = await serveBehindDoor();
      expect(await site.get(path)).toBe("answer 1");
      expect(await site.get(path)).toBe("answer 2");
    },
  );

  it("sends an event id spelt another way to its canonical URL (308) without asking the app", async () => {
    const site = await serveBehindDoor();
    const id = "64b7f0c2a1b2c3d4e5f60718";
    for (const variant of [id.toUpperCase(), `%36${id.slice(1)}`, `%36%34${id.slice(2).toUpperCase()}`]) {
      const answer = await fetch(`${site.url}/event-details/${variant}?ref=mail`, { redirect: "manual" });
      expect(answer.status, variant).toBe(308);
      expect(answer.headers.get("location")).toBe(`/event-details/${id}?ref=mail`);
    }
    expect(site.seen).toHaveLength(0);
    expect(await site.get(`/event-details/${id}`)).toBe("answer 1");
  });

  it("never stores an answer for a path spelt a non-canonical way", async () => {
    const site = await serveBehindDoor();
    for (const path of ["/event-details/not-an-id%2e", "/Event-Details/1", "/event-details//1"]) {
      expect(await site.get(path)).toMatch(/^answer/);
      expect(await site.get(path)).toMatch(/^answer/);
    }
    expect(site.seen).toHaveLength(6);
  });

  it("answers a failed page with a 503 page and Retry-After while the app reports its database down, and only then", async () => {
    const status = Symbol.for("scheditix.databaseStatus");
    const failing = http.createServer(
      frontDoor((request, response) => {
        response.statusCode = 500;
        response.setHeader("content-type", "text/html");
        response.write("error page, ");
        response.end("only with its script");
      }, null),
    );
    servers.push(failing);
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const globals = globalThis as { [status]?: { isDown(): boolean } };
    try {
      const fault = await fetch(`${url}/event-details/1`);
      expect([fault.status, await fault.text()]).toEqual([500, "error page, only with its script"]);
      globals[status] = { isDown: () => true };
      const page = await fetch(`${url}/event-details/1`);
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = await page.text();
      expect(html).toMatch(/Scheditix is briefly unavailable/);
      expect(html).not.toMatch(/error page/);
      // The API maps its own errors: a 500 there is a fault, whatever the database does.
      expect((await fetch(`${url}/api/v1/events`)).status).toBe(500);
    } finally {
      delete globals[status];
    }
  });

  it("without a cache (FRONT_CACHE_SECONDS=0) still hands on the address and sends every page to the app", async () => {
    const site = await serveBehindDoor({ withCache: false });
    expect(await site.get("/event-details/1", { [PEER_ADDRESS_HEADER]: "203.0.113.9" })).toBe("answer 1");
    expect(await site.get("/event-details/1")).toBe("answer 2");
    expect(site.seen.map((headers) => headers[PEER_ADDRESS_HEADER])).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
