import { createHash } from "node:crypto";

/** The kinds of file we store; a key's extension names its content type. */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|svg)$/;
/** The keys we make are far shorter; a longer one could not be a file name (ENAMETOOLONG past 255 bytes). */
const MAX_KEY_LENGTH = 200;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";
}

/**
 * A key is written once and never with other content (uploads get random keys), so the key and the
 * size identify the bytes: the same tag on every instance and in either storage, without reading the file.
 */
export function etagOf(key: string, size: number): string {
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 22)}-${size.toString(36)}"`;
}
