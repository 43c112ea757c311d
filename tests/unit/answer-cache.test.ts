import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswerCache } from "@/lib/platform/http/answer-cache";

const answerWith =
  (text: string, status = 200) =>
  async () =>
    new Response(text, { status, headers: { "content-type": "application/json", "cache-control": "no-transform" } });

afterEach(() => vi.useRealTimers());

describe("answer cache", () => {
  it("replays a stored answer byte for byte with its status and headers, as a new Response each time", async () => {
    const cache = createAnswerCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    const produce = vi.fn(answerWith('{"data":[1]}'));
    const first = await cache.answer("a", produce);
    const second = await cache.answer("a", produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(second).not.toBe(first);
    expect(await second.text()).toBe('{"data":[1]}');
    expect([...second.headers]).toEqual([...first.headers]);
    second.headers.set("x-request-id", "mine");
    expect((await cache.answer("a", produce)).headers.get("x-request-id")).toBeNull();
  });

  it("keeps answers apart by key, does not store errors, and forgets an answer once it expires", async () => {
    vi.useFakeTimers();
    const cache = createAnswerCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    await cache.answer("a", answerWith("A"));
    expect(await (await cache.answer("b", answerWith("B"))).text()).toBe("B");
    expect(await (await cache.answer("c", answerWith("bad", 422))).text()).toBe("bad");
    expect(await (await cache.answer("c", answerWith("C"))).text()).toBe("C");
    vi.advanceTimersByTime(5_001);
    expect(await (await cache.answer("a", answerWith("A2"))).text()).toBe("A2");
  });

  it("drops everything on clear, and never stores an answer computed before the clear", async () => {
    const cache = createAnswerCache({ seconds: 5, maxEntries: 10, maxBytes: 1_000 });
    await cache.answer("a", answerWith("old"));
    cache.clear();
    expect(await (await cache.answer("a", answerWith("new"))).text()).toBe("new");

    let finish: (response: Response) => void = () => {};
    const slow = cache.answer("b", () => new Promise<Response>((resolve) => (finish = resolve)));
    cache.clear();
    finish(new Response("read before the change"));
    expect(await (await slow).text()).toBe("read before the change");
    expect(await (await cache.answer("b", answerWith("after"))).text()).toBe("after");
  });

  it("stays within its entry and byte bounds, dropping the oldest first", async () => {
    const cache = createAnswerCache({ seconds: 5, maxEntries: 2, maxBytes: 10 });
    await cache.answer("a", answerWith("aaaa"));
    await cache.answer("b", answerWith("bbbb"));
    await cache.answer("c", answerWith("cccc"));
    expect(await (await cache.answer("a", answerWith("a2"))).text()).toBe("a2");
    await cache.answer("big", answerWith("x".repeat(11)));
    expect(await (await cache.answer("big", answerWith("y"))).text()).toBe("y");
  });
});
