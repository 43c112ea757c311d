import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskStorage } from "@/lib/platform/media/disk-storage";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { moveMedia } from "@/lib/platform/media/move-media";
import { etagOf } from "@/lib/platform/media/storage-key";

let root: string;
const allKeys = async (storage: MediaStorage) => {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
};
const bytesOf = async (storage: MediaStorage, key: string) => {
  const file = await storage.open(key);
  return file ? Buffer.concat(await file.stream().toArray()) : null;
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "scheditix-media-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("uploads on the local disk", () => {
  it("stores a file under its key and reads it back with its size, type and tag", async () => {
    const storage = diskStorage(path.join(root, "uploads"));
    expect(await storage.put("events/abc123.webp", Buffer.from("poster bytes"))).toBe("/media/events/abc123.webp");
    const file = await storage.open("events/abc123.webp");
    expect(file).toMatchObject({ size: 12, contentType: "image/webp", etag: etagOf("events/abc123.webp", 12) });
    expect(await bytesOf(storage, "events/abc123.webp")).toEqual(Buffer.from("poster bytes"));
    expect(await storage.has("events/abc123.webp")).toBe(true);
  });

  it("answers nothing for a key it does not have, and refuses a key that could leave its directory", async () => {
    const storage = diskStorage(root);
    expect(await storage.open("events/missing.webp")).toBeNull();
    expect(await storage.has("events/missing.webp")).toBe(false);
    await expect(storage.put("../outside.webp", Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
  });

  it("lists every key once, leaving out half-written files, and forgets a removed one", async () => {
    const storage = diskStorage(root);
    await storage.put("events/one.webp", Buffer.from("1"));
    await storage.put("avatars/two-aa.webp", Buffer.from("2"));
    writeFileSync(path.join(root, "events", "one.webp.123-ab.tmp"), "half");
    expect(await allKeys(storage)).toEqual(["avatars/two-aa.webp", "events/one.webp"]);
    await storage.remove("events/one.webp");
    expect(await allKeys(storage)).toEqual(["avatars/two-aa.webp"]);
  });

  it("lists nothing before the first upload made its directory", async () => {
    expect(await allKeys(diskStorage(path.join(root, "not-yet")))).toEqual([]);
  });
});

describe("moving uploads between storages", () => {
  it("copies what the target lacks, skips what it has, and copies nothing on a second run", async () => {
    const from = diskStorage(path.join(root, "from"));
    const to = diskStorage(path.join(root, "to"));
    await from.put("events/one.webp", Buffer.from("first"));
    await from.put("events/two.webp", Buffer.from("second"));
    await to.put("events/two.webp", Buffer.from("second"));

    expect(await moveMedia(from, to)).toEqual({ copied: 1, alreadyThere: 1, removed: 0, failed: [] });
    expect(await bytesOf(to, "events/one.webp")).toEqual(Buffer.from("first"));
    expect(await allKeys(from)).toEqual(["events/one.webp", "events/two.webp"]);
    expect(await moveMedia(from, to)).toEqual({ copied: 0, alreadyThere: 2, removed: 0, failed: [] });
  });

  it("removes each source copy once the target has it, when asked", async () => {
    const from = diskStorage(path.join(root, "from"));
    const to = diskStorage(path.join(root, "to"));
    await from.put("avatars/me-01.webp", Buffer.from("face"));
    expect(await moveMedia(from, to, { removeSource: true })).toEqual({ copied: 1, alreadyThere: 0, removed: 1, failed: [] });
    expect(await allKeys(from)).toEqual([]);
    expect(await bytesOf(to, "avatars/me-01.webp")).toEqual(Buffer.from("face"));
  });
});
