import "server-only";
import { onEventChange } from "@/lib/domain/change-feed/event-change-listeners";
import { createResponseCache, type ResponseCache } from "@/lib/platform/http/response-cache";

// On globalThis: the routes that change events are bundled apart from the one that lists them, and
// a bundle may carry its own copy of this module; a change must empty the one cache of the process.
const processWide = globalThis as typeof globalThis & { __scheditixOpenEventResponses?: ResponseCache };

const RESPONSE_SECONDS = 5;

/**
 * The list's Cache-Control: any shared cache (the front cache, a CDN) may keep a response as long
 * as this one does; browsers ask again each time.
 */
export const OPEN_EVENTS_CACHE_CONTROL = `public, max-age=0, s-maxage=${RESPONSE_SECONDS}`;

/**
 * Finished responses of GET /api/v1/events, per query. A change empties it at once here, and in every
 * other server process within about a second: it is registered with the change feed.
 *
 * The list is cached at three levels, each for requests the others do not serve: the server's front
 * cache serves the bare URL without entering Next, but passes on every request with a query (a
 * search, a category, a page); this cache serves those, and the first after a change, without
 * reading, mapping or serializing; listOpenEvents' data cache (queries.ts, 60 s) spares the database
 * when these responses have expired, and also serves the search, category and ticket purchase pages.
 */
export const openEventResponses: ResponseCache = (processWide.__scheditixOpenEventResponses ??= createResponseCache({
  seconds: RESPONSE_SECONDS,
  maxEntries: 500,
  maxBytes: 8 * 1024 * 1024,
}));

onEventChange("open-event-responses", () => openEventResponses.clear());
