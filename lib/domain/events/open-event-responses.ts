import "server-only";
import { createResponseCache, type ResponseCache } from "@/lib/platform/http/response-cache";

// On globalThis: the routes that change events are bundled apart from the one that lists them, and
// a bundle may carry its own copy of this module; a change must empty the one cache of the process.
const processWide = globalThis as typeof globalThis & { __scheditixOpenEventResponses?: ResponseCache };

const RESPONSE_SECONDS = 5;

/**
 * The list's Cache-Control: any shared cache (the front cache, a CDN) may keep an answer as long
 * as this one does; browsers ask again each time.
 */
export const OPEN_EVENTS_CACHE_CONTROL = `public, max-age=0, s-maxage=${RESPONSE_SECONDS}`;

/**
 * Finished answers of GET /api/v1/events, per query. A change empties it at once here, and in every
 * other server process within about a second (announceEventChange and the change feed).
 */
export const openEventResponses: ResponseCache = (processWide.__scheditixOpenEventResponses ??= createResponseCache({
  seconds: RESPONSE_SECONDS,
  maxEntries: 500,
  maxBytes: 8 * 1024 * 1024,
}));
