import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskStorage } from "@/lib/platform/media/disk-storage";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { withMemoryCache } from "@/lib/platform/media/memory-cache";

let root: string;
let opened: string[];
let clock: number;

/** A disk storage that notes every key asked of it, so a test can see which reads reached it. */
function countingStorage(): MediaStorage {
  const inner = diskStorage(root);
  return {
    ...inner,
    async open(key) {
      opened.push(key);
      return inner.open(key);
    },
  };
}
const read = async (storage: MediaStorage, key: string) => {
  const file = await storage.open(key);
  return file ? Buffer.concat(await file.stream().toArray()).toString() : null;
};
const limits = { maxBytes: 10, maxFileBytes: 6, maxAgeMs: 60_000, now: () => clock };

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "scheditix-cache-"));
  opened = [];
  clock = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("serving stored files again from memory", () => {
  it("asks the storage once for a file served twice, and answers the same bytes", async () => {
    const storage = withMemoryCache(countingStorage(), limits);
    await storage.put("events/a.webp", Buffer.from("aaaa"));
    expect(await read(storage, "events/a.webp")).toBe("aaaa");
    expect(await read(storage, "events/a.webp")).toBe("aaaa");
    expect(opened).toEqual(["events/a.webp"]);
  });

  it("pushes out the least recently served file past its byte budget", async () => {
    const storage = withMemoryCache(countingStorage(), limits);
    for (const name of ["a", "b", "c"]) await storage.put(`events/${name}.webp`, Buffer.from(name.repeat(4)));
    await read(storage, "events/a.webp");
    await read(storage, "events/b.webp");
    await read(storage, "events/a.webp"); // a is now the most recent; b the least
    await read(storage, "events/c.webp"); // 12 bytes > 10: b goes
    opened = [];
    await read(storage, "events/a.webp");
    await read(storage, "events/b.webp");
    expect(opened).toEqual(["events/b.webp"]);
  });

  it("streams a file over the per-file limit from the storage every time", async () => {
    const storage = withMemoryCache(countingStorage(), limits);
    await storage.put("events/big.webp", Buffer.from("0123456789"));
    expect(await read(storage, "events/big.webp")).toBe("0123456789");
    await read(storage, "events/big.webp");
    expect(opened).toEqual(["events/big.webp", "events/big.webp"]);
  });

  it("asks the storage again once a copy is older than its age limit, so a file removed elsewhere goes", async () => {
    const storage = withMemoryCache(countingStorage(), limits);
    await storage.put("avatars/me-01.webp", Buffer.from("face"));
    await read(storage, "avatars/me-01.webp");
    await diskStorage(root).remove("avatars/me-01.webp"); // removed by another instance
    clock = 59_999;
    expect(await read(storage, "avatars/me-01.webp")).toBe("face");
    clock = 60_000;
    expect(await read(storage, "avatars/me-01.webp")).toBeNull();
  });

  it("forgets a file it removes itself at once", async () => {
    const storage = withMemoryCache(countingStorage(), limits);
    await storage.put("avatars/me-02.webp", Buffer.from("face"));
    await read(storage, "avatars/me-02.webp");
    await storage.remove("avatars/me-02.webp");
    expect(await read(storage, "avatars/me-02.webp")).toBeNull();
  });
});
