import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontCache, storedEncoding } from "../../server/front-cache.mjs";

type Answer = { status?: number; headers?: Record<string, string>; chunks?: string[] };

const SHARED = {
  "cache-control": "s-maxage=60, stale-while-revalidate=31535940",
  "content-type": "text/html; charset=utf-8",
  vary: "rsc, Accept-Encoding",
};

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * A real HTTP server whose app answers with `answerFor(request)`, numbered so a test can tell a
 * replay from a fresh answer; `clock.ms` is the cache's time.
 */
async function serve(answerFor: (request: http.IncomingMessage, count: number) => Answer, limits = { seconds: 5, maxEntries: 10, maxBytes: 10_000 }) {
  const clock = { ms: 1_000_000 };
  const cache = createFrontCache({ ...limits, now: () => clock.ms });
  let count = 0;
  const app = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const number = ++count;
    const { status = 200, headers = SHARED, chunks = [`answer ${number}`] } = answerFor(request, number);
    response.statusCode = status;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    for (const chunk of chunks.slice(0, -1)) response.write(chunk);
    response.end(chunks.at(-1));
  };
  const server = http.createServer((request, response) => cache.handle(request, response, app));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Raw HTTP (fetch would decode the stand-in "compressed" bodies); no Accept-Encoding unless given.
  const get = (path = "/event-details/1", { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      http
        .request(url + path, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString() }));
        })
        .on("error", reject)
        .end();
    });
  // The store happens once the answer has gone out; a request right after may not see it yet.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { cache, clock, get, settle, answers: () => count };
}

describe("front page cache", () => {
  it("replays a shared answer with its status, headers and bytes, and says how old it is", async () => {
    const site = await serve(() => ({
      headers: { ...SHARED, "x-frame-options": "DENY", "x-nextjs-cache": "MISS" },
      chunks: ["<html>", "naïve ₦5,000", "</html>"],
    }));
    const first = await site.get();
    await site.settle();
    site.clock.ms += 2_500;
    const second = await site.get();
    expect(site.answers()).toBe(1);
    expect(second.text).toBe("<html>naïve ₦5,000</html>");
    expect(second.text).toBe(first.text);
    expect(second.headers["x-frame-options"]).toBe("DENY");
    expect(first.headers["x-nextjs-cache"]).toBe("MISS");
    expect(second.headers["x-nextjs-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe(SHARED["cache-control"]);
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(second.text)));
    expect(second.headers.age).toBe("2");
    expect(first.headers.age).toBeUndefined();
  });

  it.each([
    ["gzip, deflate, br, zstd", "gzip"],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", "gzip"],
    ["gzip;q=0, deflate", "deflate"],
    ["*", "gzip"],
    ["br", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    ["x-made-up-1, x-made-up-2", "identity"],
  ])("stores the answer to Accept-Encoding %j as its %s copy", (header, encoding) => {
    expect(storedEncoding(header)).toBe(encoding);
  });

  it("keeps each encoding's bytes apart, and stores only what Next encoded as the key says", async () => {
    // Plays Next's compression: the text stands for the bytes of each encoding.
    const site = await serve((request) => {
      const encoding = storedEncoding(request.headers["accept-encoding"]);
      const headers = encoding === "identity" ? SHARED : { ...SHARED, "content-encoding": encoding };
      return { headers, chunks: [`${encoding} bytes`] };
    });
    const asGzip = () => site.get("/", { headers: { "accept-encoding": "gzip, deflate" } });
    await asGzip();
    await site.settle();
    expect((await site.get("/", { headers: { "accept-encoding": "x-made-up" } })).text).toBe("identity bytes");
    await site.settle();
    expect((await site.get("/", { headers: { "accept-encoding": "x-made-up-too" } })).text).toBe("identity bytes");
    expect((await asGzip()).text).toBe("gzip bytes");
    expect(site.answers()).toBe(2);
    expect(site.cache.size).toBe(2);
  });

  it("does not store an answer encoded otherwise than its key says", async () => {
    const site = await serve(() => ({ headers: { ...SHARED, "content-encoding": "br" } }));
    await site.get("/", { headers: { "accept-encoding": "gzip, br" } });
    await site.settle();
    await site.get("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(site.answers()).toBe(2);
  });

  it.each([
    ["a private answer", { headers: { ...SHARED, "cache-control": "private, no-cache, no-store" } }],
    ["an answer without s-maxage", { headers: { ...SHARED, "cache-control": "public, max-age=0, must-revalidate" } }],
    ["an answer that sets a cookie", { headers: { ...SHARED, "set-cookie": "session=1" } }],
    ["an answer that varies by cookie", { headers: { ...SHARED, vary: "Cookie" } }],
    ["a 404", { status: 404 }],
  ])("does not store %s", async (_, answer: Answer) => {
    const site = await serve(() => answer);
    await site.get();
    await site.settle();
    await site.get();
    expect(site.answers()).toBe(2);
  });

  it.each([
    ["with a query string", "/event-details/1?ref=mail", {}],
    ["from the client router", "/event-details/1", { headers: { rsc: "1" } }],
    ["for a prefetch", "/event-details/1", { headers: { "next-router-prefetch": "1" } }],
    ["that is a HEAD", "/event-details/1", { method: "HEAD" }],
  ])("passes a request %s straight through", async (_, path, init: { method?: string; headers?: Record<string, string> }) => {
    const site = await serve(() => ({}));
    await site.get(path, init);
    await site.settle();
    await site.get(path, init);
    expect(site.answers()).toBe(2);
  });

  it("forgets an answer after its seconds, or sooner if its s-maxage is shorter", async () => {
    const site = await serve((request) => ({ headers: request.url === "/short" ? { ...SHARED, "cache-control": "s-maxage=1" } : SHARED }));
    await site.get("/long");
    await site.get("/short");
    await site.settle();
    site.clock.ms += 1_000;
    expect((await site.get("/long")).text).toBe("answer 1");
    expect((await site.get("/short")).text).toBe("answer 3");
    await site.settle();
    site.clock.ms += 4_000;
    expect((await site.get("/long")).text).toBe("answer 4");
  });

  it("drops everything on clear, and stores nothing that started before it or came within a second of it", async () => {
    let release = () => {};
    const site = await serve(() => ({}));
    await site.get("/a");
    await site.settle();
    site.cache.clear();
    expect((await site.get("/a")).text).toBe("answer 2");
    await site.settle();
    expect((await site.get("/a")).text).toBe("answer 3");

    site.clock.ms += 1_000;
    const slow = createFrontCache({ seconds: 5, maxEntries: 10, maxBytes: 10_000, now: () => site.clock.ms });
    const server = http.createServer((request, response) =>
      slow.handle(request, response, (_request, answer) => {
        answer.setHeader("cache-control", "s-maxage=60");
        answer.write("old ");
        release = () => answer.end("page");
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a`;
    const pending = fetch(url, { headers: { "accept-encoding": "identity" } }).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow.clear();
    site.clock.ms += 2_000;
    release();
    expect(await pending).toBe("old page");
    await site.settle();
    expect(slow.size).toBe(0);
  });

  it("drops only the pages a clear names, holds back only those for a second, and stores the rest as before", async () => {
    const site = await serve(() => ({}));
    await site.get("/event-details/a");
    await site.get("/event-details/b");
    await site.settle();
    site.cache.clear((path: string) => path === "/event-details/a");
    expect((await site.get("/event-details/b")).text).toBe("answer 2");
    expect((await site.get("/event-details/a")).text).toBe("answer 3");
    await site.settle();
    expect((await site.get("/event-details/a")).text).toBe("answer 4");
    site.clock.ms += 1_000;
    await site.settle();
    expect((await site.get("/event-details/a")).text).toBe("answer 5");
    await site.settle();
    expect((await site.get("/event-details/a")).text).toBe("answer 5");

    // Without settling, what starts after the clear is stored at once.
    site.cache.clear((path: string) => path === "/event-details/b", { settle: false });
    expect((await site.get("/event-details/b")).text).toBe("answer 6");
    await site.settle();
    expect((await site.get("/event-details/b")).text).toBe("answer 6");
  });

  it("keeps within its byte bound, dropping the oldest first", async () => {
    const site = await serve((request) => ({ chunks: [`${request.url}:`.padEnd(400, "x")] }), { seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    for (const path of ["/1", "/2", "/3"]) {
      await site.get(path);
      await site.settle();
    }
    expect(site.cache.size).toBe(2);
    await site.get("/1");
    expect(site.answers()).toBe(4);
  });
});
