import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "@/lib/platform/media/media-storage";
import { mediaPath } from "@/lib/platform/media/media-path";
import { contentTypeOf, etagOf, isStorageKey } from "@/lib/platform/media/storage-key";

function resolveKey(root: string, key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function sizeOf(file: string): Promise<number | null> {
  try {
    const found = await stat(file);
    return found.isFile() ? found.size : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Files under `root`, at `<root>/<key>`: the one-machine default. */
export function diskStorage(root: string): MediaStorage {
  return {
    kind: "disk",
    async put(key, data) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      return mediaPath(key);
    },
    async open(key) {
      const file = resolveKey(root, key);
      const size = await sizeOf(file);
      if (size === null) return null;
      return { size, etag: etagOf(key, size), contentType: contentTypeOf(key), stream: () => createReadStream(file) };
    },
    async has(key) {
      return (await sizeOf(resolveKey(root, key))) !== null;
    },
    async remove(key) {
      await rm(resolveKey(root, key), { force: true });
    },
    async *keys() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // Half-written `.tmp` files and anything else that is not a key are left out.
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (isStorageKey(key)) yield key;
      }
    },
  };
}
