// A short-lived cache in front of Next for the pages Next itself marks as shared (an ISR event page,
// the home page), and for the public API list that says it is shared: the one-container stand-in
// for a CDN. In an on-sale rush every visitor asks for the same event page; Next answers each from
// its ISR cache, but only after routing the request through its full pipeline and compressing the
// page again for each browser. Here a hit is the stored bytes, compressed once.
//
// What is stored: answers to GET requests for a path spelt the canonical way (canonical-url.mjs:
// a percent-encoded or upper-case variant Next answers alike never gets a place of its own), without
// a query string and without Next's client-router headers, whose Cache-Control carries s-maxage (Next's sign that one answer serves everyone), with
// status 200, no Set-Cookie, and a Vary naming nothing but those router headers and Accept-Encoding.
// The key is the URL and the encoding the request accepts, so each encoding keeps its own bytes.
// An entry lives a few seconds. The app empties what a change touches (lib/domain/change-feed/apply-event-changes.ts):
// an event's own page at once when its organiser changes it, the pages that list events at most every
// few seconds, and never another event's page. An answer for a page that started before the page
// was emptied is never stored; clear() can also hold back every answer for it for a second (its
// default), for a change Next applies to its own cache only after the answer that made it. The app
// expires Next's cache itself before emptying this one, and once more a second later (its settle
// pass), so it empties without that hold.
import { randomUUID } from "node:crypto";
import { isCanonicalPath } from "./canonical-url.mjs";

const CACHE_KEY = Symbol.for("scheditix.frontPageCache");
// How long after clear() nothing is stored for the pages it dropped: Next revalidates after the
// changing request's answer.
const SETTLE_MS = 1000;
// How long a clear() is remembered past that: an answer that started before a clear forgotten since
// (one that took longer than this) is not stored.
const REMEMBER_CLEARS_MS = 10_000;

// Requests carrying one of these are the client router's (RSC payloads, prefetches, server actions).
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "next-action"];
const VARY_ALLOWED = new Set([...ROUTER_HEADERS, "accept-encoding"]);
// Hop-by-hop and per-answer headers: the replay writes its own.
const NOT_REPLAYED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "x-request-id"]);

/**
 * The one encoding of the answer stored for a request: gzip or deflate if it accepts them (gzip
 * first, as Next's compression prefers), else none. Any Accept-Encoding maps to one of three, so
 * made-up headers cannot crowd the cache with copies of one page.
 * @param {string | undefined} header
 */
export function storedEncoding(header = "") {
  const quality = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [coding, ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (coding) quality.set(coding, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (coding) => (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
  return ["gzip", "deflate"].find(accepts) ?? "identity";
}

/** @param {import("node:http").IncomingMessage} request */
function cacheKey(request) {
  if (request.method !== "GET" || request.url.includes("?") || !isCanonicalPath(request.url)) return null;
  if (ROUTER_HEADERS.some((name) => name in request.headers)) return null;
  const encoding = storedEncoding(request.headers["accept-encoding"]);
  return { id: `${request.url}\n${encoding}`, path: request.url, encoding };
}

/**
 * How many seconds the answer may be shared for (its s-maxage), or 0 when it is not to be shared.
 * @param {import("node:http").ServerResponse} response
 */
function sharedSeconds(response) {
  if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return 0;
  const cacheControl = String(response.getHeader("cache-control") ?? "");
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  if (!sMaxAge || /private|no-store/i.test(cacheControl)) return 0;
  const vary = String(response.getHeader("vary") ?? "").split(",");
  return vary.every((name) => !name.trim() || VARY_ALLOWED.has(name.trim().toLowerCase())) ? Number(sMaxAge[1]) : 0;
}

/**
 * @param {{ seconds: number; maxEntries: number; maxBytes: number; now?: () => number }} limits
 */
export function createFrontCache({ seconds, maxEntries, maxBytes, now = Date.now }) {
  /** @type {Map<string, { path: string; status: number; headers: string[]; body: Buffer; storedAt: number; expiresAt: number; requestIds: boolean }>} */
  const entries = new Map();
  let bytes = 0;
  // Each clear(), numbered, with the pages it dropped: an answer Next started before a change to its
  // page, or within SETTLE_MS after, must not be stored. Clears are forgotten REMEMBER_CLEARS_MS after
  // their settling ends; `forgottenUpTo` is the last number forgotten.
  /** @type {{ number: number; until: number; matches: (path: string) => boolean }[]} */
  const clears = [];
  let clearCount = 0;
  let forgottenUpTo = 0;
  const mayStore = (path, startedAfter) =>
    startedAfter >= forgottenUpTo && !clears.some((one) => (one.number > startedAfter || now() < one.until) && one.matches(path));

  const forget = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key, entry) => {
    if (entry.body.length > maxBytes) return;
    forget(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const replay = (entry, request, response) => {
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    // An API answer names its request: a replay names this one, as the app would have.
    const requestId = entry.requestIds ? ["x-request-id", String(request.headers["x-request-id"] ?? randomUUID())] : [];
    response.writeHead(entry.status, [...entry.headers, ...requestId, "content-length", String(entry.body.length), "age", age]);
    response.end(entry.body);
  };

  /** Collects what Next writes, and stores it once finished if it turned out to be shared. */
  const record = (key, response) => {
    const startedAfter = clearCount;
    const chunks = [];
    let shareFor = null;
    const collect = (chunk, encoding) => {
      shareFor ??= Math.min(seconds, sharedSeconds(response));
      if (!shareFor || chunk == null || typeof chunk === "function") return;
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    };
    const { write, end } = response;
    response.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    response.once("finish", () => {
      if (!shareFor || !mayStore(key.path, startedAfter)) return;
      // Stored only if Next chose the encoding the key stands for.
      if ((response.getHeader("content-encoding") ?? "identity") !== key.encoding) return;
      // Flat [name, value, name, value…], as writeHead takes them, with a repeated header repeated.
      // A replay is a hit whatever Next's cache did for the answer stored (it may have rendered it).
      const headers = Object.entries({ ...response.getHeaders(), ...(response.hasHeader("x-nextjs-cache") && { "x-nextjs-cache": "HIT" }) })
        .filter(([name]) => !NOT_REPLAYED.has(name))
        .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]));
      const storedAt = now();
      const requestIds = response.hasHeader("x-request-id");
      store(key.id, {
        path: key.path,
        status: response.statusCode,
        headers,
        body: Buffer.concat(chunks),
        storedAt,
        expiresAt: storedAt + shareFor * 1000,
        requestIds,
      });
    });
  };

  return {
    /**
     * Answers from the cache, or lets `next` answer (and keeps its answer if it is shared).
     * @param {import("node:http").IncomingMessage} request
     * @param {import("node:http").ServerResponse} response
     * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void} next
     */
    handle(request, response, next) {
      const key = cacheKey(request);
      if (key === null) return next(request, response);
      const hit = entries.get(key.id);
      if (hit && now() < hit.expiresAt) return replay(hit, request, response);
      forget(key.id);
      record(key, response);
      return next(request, response);
    },
    /**
     * Drops the entries of the pages `matches` names (every page without it). Answers for those pages
     * that started before this call are not stored, nor, unless `settle` is false, any that end
     * within a second of it.
     * @param {(path: string) => boolean} [matches]
     * @param {{ settle?: boolean }} [options]
     */
    clear(matches = () => true, { settle = true } = {}) {
      const at = now();
      clears.push({ number: ++clearCount, until: settle ? at + SETTLE_MS : at, matches });
      while (clears.length > 0 && clears[0].until + REMEMBER_CLEARS_MS < at) forgottenUpTo = clears.shift().number;
      for (const [id, entry] of entries) if (matches(entry.path)) forget(id);
    },
    get size() {
      return entries.size;
    },
  };
}

/** FRONT_CACHE_SECONDS: 5 unless set; 0 turns the cache off. */
export function configuredCacheSeconds(value = process.env.FRONT_CACHE_SECONDS) {
  if (value === undefined || value.trim() === "") return 5;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`FRONT_CACHE_SECONDS must be a number of seconds (0 turns the front cache off), not "${value}"`);
  }
  return seconds;
}

/**
 * The server process's front cache as FRONT_CACHE_SECONDS sets it (null when 0 turns it off),
 * published on globalThis for the app to empty what an event's change touches
 * (lib/platform/http/front-page-cache.ts).
 */
export function configuredFrontCache() {
  const seconds = configuredCacheSeconds();
  if (seconds === 0) return null;
  const cache = createFrontCache({ seconds, maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
  globalThis[CACHE_KEY] = cache;
  return cache;
}
