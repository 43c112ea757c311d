import { describe, expect, it } from "vitest";
import { ImageLru } from "@/lib/platform/http/image-lru.mjs";

const image = (bytes: number) => ({ kind: "IMAGE", buffer: Buffer.alloc(bytes), extension: "webp" });

describe("the store of resized images", () => {
  it("keeps images up to its capacity and drops the least recently used first", () => {
    const store = new ImageLru(100);
    store.set("a", image(40));
    store.set("b", image(40));
    expect(store.get("a")?.value.buffer.byteLength).toBe(40); // a is now the most recently used
    store.set("c", image(40)); // 120 bytes: b goes
    expect(store.get("b")).toBeNull();
    expect(store.get("a")).not.toBeNull();
    expect(store.get("c")).not.toBeNull();
    expect(store.bytes).toBe(80);
  });

  it("counts a replaced image once, and keeps nothing larger than itself", () => {
    const store = new ImageLru(100);
    store.set("a", image(30));
    store.set("a", image(50));
    expect(store.bytes).toBe(50);
    store.set("huge", image(101));
    expect(store.get("huge")).toBeNull();
    expect(store.get("a")).not.toBeNull();
    store.delete("a");
    expect(store.bytes).toBe(0);
  });

  it("says when each image was kept", () => {
    const store = new ImageLru(100);
    const before = Date.now();
    store.set("a", image(10));
    expect(store.get("a")?.lastModified).toBeGreaterThanOrEqual(before);
  });
});
