import { afterEach, describe, expect, it, vi } from "vitest";
import { createResponseCache } from "@/lib/platform/http/response-cache";

const respondWith =
  (text: string, status = 200) =>
  async () =>
    new Response(text, { status, headers: { "content-type": "application/json", "cache-control": "no-transform" } });

afterEach(() => vi.useRealTimers());

describe("response cache", () => {
  it("replays a stored response byte for byte with its status and headers, as a new Response each time", async () => {
    const cache = createResponseCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    const produce = vi.fn(respondWith('{"data":[1]}'));
    const first = await cache.respond("a", produce);
    const second = await cache.respond("a", produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(second).not.toBe(first);
    expect(await second.text()).toBe('{"data":[1]}');
    expect([...second.headers]).toEqual([...first.headers]);
    second.headers.set("x-request-id", "mine");
    expect((await cache.respond("a", produce)).headers.get("x-request-id")).toBeNull();
  });

  it("keeps responses apart by key, does not store errors, and forgets a response once it expires", async () => {
    vi.useFakeTimers();
    const cache = createResponseCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    await cache.respond("a", respondWith("A"));
    expect(await (await cache.respond("b", respondWith("B"))).text()).toBe("B");
    expect(await (await cache.respond("c", respondWith("bad", 422))).text()).toBe("bad");
    expect(await (await cache.respond("c", respondWith("C"))).text()).toBe("C");
    vi.advanceTimersByTime(5_001);
    expect(await (await cache.respond("a", respondWith("A2"))).text()).toBe("A2");
  });

  it("drops everything on clear, and never stores a response computed before the clear", async () => {
    const cache = createResponseCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    await cache.respond("a", respondWith("old"));
    cache.clear();
    expect(await (await cache.respond("a", respondWith("new"))).text()).toBe("new");

    let finish: (response: Response) => void = () => {};
    const slow = cache.respond("b", () => new Promise<Response>((resolve) => (finish = resolve)));
    cache.clear();
    finish(new Response("read before the change"));
    expect(await (await slow).text()).toBe("read before the change");
    expect(await (await cache.respond("b", respondWith("after"))).text()).toBe("after");
  });

  it("stays within its entry and byte bounds, dropping the oldest first", async () => {
    const cache = createResponseCache({ seconds: 5, maxEntries: 2, maxBytes: 10 });
    await cache.respond("a", respondWith("aaaa"));
    await cache.respond("b", respondWith("bbbb"));
    await cache.respond("c", respondWith("cccc"));
    expect(await (await cache.respond("a", respondWith("a2"))).text()).toBe("a2");
    await cache.respond("big", respondWith("x".repeat(11)));
    expect(await (await cache.respond("big", respondWith("y"))).text()).toBe("y");
  });
});
