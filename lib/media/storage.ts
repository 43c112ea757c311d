import "server-only";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { mediaPath } from "@/lib/media/media-path";

/** Where uploaded and generated files live. Local directory today; an S3 bucket can implement the same. */
export type Storage = {
  put(key: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|svg)$/;
/** The keys we make are far shorter; a longer one could not be a file name (ENAMETOOLONG past 255 bytes). */
const MAX_KEY_LENGTH = 200;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}


function resolveKey(root: string, key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
  return full;
}

export function localStorage(root = getEnv().STORAGE_DIR): Storage {
  return {
    async put(key, data) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      return mediaPath(key);
    },
    async get(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(root, key), { force: true });
    },
  };
}

export const storage = (): Storage => localStorage();
