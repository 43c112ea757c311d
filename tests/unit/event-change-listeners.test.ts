import { describe, expect, it, vi } from "vitest";
import { applyEventChanges } from "@/lib/domain/change-feed/apply-event-changes";
import { onEventChange, type EventChanges } from "@/lib/domain/change-feed/event-change-listeners";
import { createResponseCache } from "@/lib/platform/http/response-cache";

describe("caches registered with the change feed", () => {
  it("are told of every change the feed applies, as it was given", () => {
    const heard: EventChanges[] = [];
    onEventChange("probe: told", (changes) => heard.push(changes));
    applyEventChanges({ events: ["64b000000000000000000001"], details: true });
    applyEventChanges("anything");
    expect(heard).toEqual([{ events: ["64b000000000000000000001"], details: true }, "anything"]);
  });

  it("empties a registered response cache when an event changes", async () => {
    const responses = createResponseCache({ seconds: 60, maxEntries: 10, maxBytes: 1_000 });
    onEventChange("probe: responses", () => responses.clear());
    await responses.respond("list", async () => new Response("before"));
    applyEventChanges({ events: ["64b000000000000000000002"], details: false });
    expect(await (await responses.respond("list", async () => new Response("after"))).text()).toBe("after");
  });

  it("keep one listener per name, so a second copy of a cache's module replaces the first", () => {
    const first = vi.fn();
    const second = vi.fn();
    onEventChange("probe: copied", first);
    onEventChange("probe: copied", second);
    applyEventChanges("anything");
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("are all told even when one of them fails", () => {
    const after = vi.fn();
    onEventChange("probe: failing", () => {
      throw new Error("cannot empty");
    });
    onEventChange("probe: after the failing one", after);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(() => applyEventChanges("anything")).not.toThrow();
    expect(after).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
