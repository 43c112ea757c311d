import "server-only";

// Published by Next's cache handler for this process (lib/platform/http/page-cache-handler.mjs) once Next
// has loaded it; before that nothing is cached. Absent under `next dev`'s first request too.
const PAGE_CACHE = Symbol.for("scheditix.pageCache");

type PageCache = { expireTags(tags: string[]): void };

/**
 * Expires, in this process, Next's cached data (unstable_cache) and pages (ISR) that carry any of
 * `tags`: each is rendered afresh on its next request. Unlike revalidateTag, this works outside a
 * request (a sweeper, the change feed): it calls the cache handler's own revalidateTag, which is
 * what Next calls after a request that revalidated tags.
 */
export function expireCachedPages(tags: string[]): void {
  (globalThis as typeof globalThis & { [PAGE_CACHE]?: PageCache })[PAGE_CACHE]?.expireTags(tags);
}
