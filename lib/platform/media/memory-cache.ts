import { Readable } from "node:stream";
import LRUCache from "lru-cache";
import type { MediaStorage, StoredFile } from "@/lib/platform/media/media-storage";

export type MemoryCacheLimits = {
  maxBytes: number;
  maxFileBytes: number;
  /** How long a kept copy is served before the storage is asked again (and a removed file is gone). */
  maxAgeMs: number;
  now?: () => number;
};

type KeptFile = { file: StoredFile; data: Buffer; keptAt: number };

/**
 * Keeps the most recently served small files in memory, so serving a poster again costs no database
 * round trips (GridFS needs three: find the file, read its document, read its chunks). A key never
 * gets other content, so a kept copy is never wrong; a file removed on another instance (a replaced
 * poster or picture, no longer linked) is still served from here for at most `maxAgeMs`.
 * Files over `maxFileBytes` are streamed straight from the storage and not kept.
 */
export function withMemoryCache(storage: MediaStorage, { maxBytes, maxFileBytes, maxAgeMs, now = Date.now }: MemoryCacheLimits): MediaStorage {
  // The least recently served go first past the byte budget. A copy's age is checked here against
  // `now`, from when it was read from the storage (a hit does not make it younger).
  const kept = new LRUCache<string, KeptFile>({ maxSize: maxBytes, sizeCalculation: ({ data }) => data.length || 1 });
  const fromMemory = (file: StoredFile, data: Buffer): StoredFile => ({ ...file, stream: () => Readable.from([data]) });

  return {
    ...storage,
    async open(key) {
      const hit = kept.get(key);
      if (hit && now() - hit.keptAt < maxAgeMs) return fromMemory(hit.file, hit.data);
      const file = await storage.open(key);
      if (!file || file.size > maxFileBytes) return file;
      const data = Buffer.concat(await file.stream().toArray());
      if (data.length !== file.size) throw new Error(`Read ${data.length} of ${file.size} bytes of ${key}`);
      kept.set(key, { file, data, keptAt: now() });
      return fromMemory(file, data);
    },
    async remove(key) {
      kept.delete(key);
      await storage.remove(key);
    },
  };
}
