import { Readable } from "node:stream";
import type { MediaStorage, StoredFile } from "@/lib/platform/media/media-storage";

export type MemoryCacheLimits = {
  maxBytes: number;
  maxFileBytes: number;
  /** How long a kept copy is served before the storage is asked again (and a removed file is gone). */
  maxAgeMs: number;
  now?: () => number;
};

/**
 * Keeps the most recently served small files in memory, so serving a poster again costs no database
 * round trips (GridFS needs three: find the file, read its document, read its chunks). A key never
 * gets other content, so a kept copy is never wrong; a file removed on another instance (a replaced
 * poster or picture, no longer linked) is still served from here for at most `maxAgeMs`.
 * Files over `maxFileBytes` are streamed straight from the storage and not kept.
 */
export function withMemoryCache(storage: MediaStorage, { maxBytes, maxFileBytes, maxAgeMs, now = Date.now }: MemoryCacheLimits): MediaStorage {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const kept = new Map<string, { file: StoredFile; data: Buffer; keptAt: number }>();
  let keptBytes = 0;

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.data.length;
  };
  const keep = (key: string, file: StoredFile, data: Buffer, keptAt = now()) => {
    forget(key);
    kept.set(key, { file, data, keptAt });
    keptBytes += data.length;
    for (const [oldest] of kept) {
      if (keptBytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const fromMemory = (file: StoredFile, data: Buffer): StoredFile => ({ ...file, stream: () => Readable.from([data]) });

  return {
    ...storage,
    async open(key) {
      const hit = kept.get(key);
      if (hit && now() - hit.keptAt < maxAgeMs) {
        keep(key, hit.file, hit.data, hit.keptAt);
        return fromMemory(hit.file, hit.data);
      }
      const file = await storage.open(key);
      if (!file || file.size > maxFileBytes) return file;
      const data = Buffer.concat(await file.stream().toArray());
      if (data.length !== file.size) throw new Error(`Read ${data.length} of ${file.size} bytes of ${key}`);
      keep(key, file, data);
      return fromMemory(file, data);
    },
    async remove(key) {
      forget(key);
      await storage.remove(key);
    },
  };
}
