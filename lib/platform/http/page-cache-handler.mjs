// Next's cache for pages rendered on request (ISR) and for cached data (unstable_cache), as Next
// keeps them (its file-system cache class, which next.config.ts tells to stay in memory: an LRU of
// cacheMaxMemorySize bytes per process), except that:
// - A "not found" page is never stored. Every unknown address under a dynamic segment (an id that
//   names no event, /home-page/anything) renders a 404 that Next would keep per URL, so anyone could
//   fill the cache, and push the real pages out, with made-up addresses. Such a 404 costs one
//   indexed read to render again.
// - What a process caches is its own: it never reads .next/server/route-cache or
//   .next/cache/fetch-cache, where a process of an earlier version (or one flushing to disk) may
//   have left pages and data of a database that has changed since. Several processes can share one
//   build, and none deletes anything a sibling uses. What the build itself wrote is read as ever.
// - The app can expire tags outside a request (lib/platform/http/cached-pages.ts): the change feed applies
//   other processes' changes that way.
// - It also keeps the image optimiser's resized images (next.config.ts: images.customCacheHandler),
//   in an LRU of their own. Next's class refuses them, and Next keeps them on disk only when pages
//   are flushed there too, which they are not: without this every poster shown was resized again,
//   about 25 ms of CPU per image per visitor.
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { ImageLru } from "./image-lru.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const PAGE_CACHE = Symbol.for("scheditix.pageCache");

/** Next's file access, blind to the directories where cached pages and data would be kept on disk. */
function withoutCacheDirectories(fs, serverDistDir) {
  const hidden = [path.join(serverDistDir, "route-cache") + path.sep, path.join(serverDistDir, "..", "cache", "fetch-cache") + path.sep];
  const isHidden = (file) => typeof file === "string" && hidden.some((directory) => path.resolve(file).startsWith(directory));
  const missing = (file) => Object.assign(new Error(`ENOENT: not read, ${file}`), { code: "ENOENT" });
  return {
    ...fs,
    existsSync: (file) => !isHidden(file) && fs.existsSync(file),
    readFile: (file, ...rest) => (isHidden(file) ? Promise.reject(missing(file)) : fs.readFile(file, ...rest)),
    readFileSync: (file, ...rest) => {
      if (isHidden(file)) throw missing(file);
      return fs.readFileSync(file, ...rest);
    },
    stat: (file) => (isHidden(file) ? Promise.reject(missing(file)) : fs.stat(file)),
  };
}

const IMAGE = "IMAGE";
const IMAGE_CACHE = Symbol.for("scheditix.imageCache");
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;
const imageCache = () => (globalThis[IMAGE_CACHE] ??= new ImageLru(IMAGE_CACHE_BYTES));

// Next makes a handler per request, always with the same file access: wrapped once.
const wrapped = new WeakMap();
function blindFs(fs, serverDistDir) {
  if (!wrapped.has(fs)) wrapped.set(fs, withoutCacheDirectories(fs, serverDistDir));
  return wrapped.get(fs);
}

export default class PageCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx.fs && ctx.serverDistDir ? { ...ctx, fs: blindFs(ctx.fs, ctx.serverDistDir) } : ctx);
    // The memory cache and the tags' expiry times are one per process (static in Next's class), so
    // the first instance can expire them for all; before it, nothing is cached.
    globalThis[PAGE_CACHE] ??= { expireTags: (tags) => void this.revalidateTag(tags) };
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return imageCache().get(key);
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE) return void (data ? imageCache().set(key, data) : imageCache().delete(key));
    if (data && (data.kind === "APP_PAGE" || data.kind === "PAGES") && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
