// Next's cache for pages rendered on request (ISR), as Next keeps it (its file-system cache class,
// which next.config.ts tells to stay in memory: an LRU of cacheMaxMemorySize bytes per process),
// except that a "not found" page is never stored. Every unknown address under a dynamic segment
// (an id that names no event, /home-page/anything) renders a 404 that Next would keep per URL, so
// anyone could fill the cache, and push the real pages out, with made-up addresses. Such a 404
// costs one indexed read to render again.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && (data.kind === "APP_PAGE" || data.kind === "PAGES") && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
