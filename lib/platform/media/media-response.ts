import "server-only";
import { Readable } from "node:stream";
import { logger } from "@/lib/platform/logger";
import type { StoredFile } from "@/lib/platform/media/media-storage";
import { storage } from "@/lib/platform/media/storage";
import { isStorageKey } from "@/lib/platform/media/storage-key";

/** A key is never written with other content, so a file may be kept for good wherever it is cached. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The answer to `GET /media/{key}`: the stored file, streamed, or 304 when the client's copy is this one. */
export async function mediaResponse(key: string, ifNoneMatch: string | null): Promise<Response> {
  if (!isStorageKey(key)) return notFound();
  let file: StoredFile | null;
  try {
    file = await storage().open(key);
  } catch (error) {
    logger.error("media not readable", { key, error });
    return new Response("The file store is unavailable; try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  if (!file) return notFound();

  const headers = {
    "Cache-Control": IMMUTABLE,
    ETag: file.etag,
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (matchesEtag(ifNoneMatch, file.etag)) return new Response(null, { status: 304, headers });
  // Next sends a streamed body chunked (it drops any Content-Length a handler sets).
  const body = Readable.toWeb(file.stream()) as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, "Content-Type": file.contentType } });
}

/** Whether an If-None-Match header names this tag (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
