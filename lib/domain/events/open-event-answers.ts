import "server-only";
import { onEventChange } from "@/lib/domain/change-feed/event-change-listeners";
import { createAnswerCache, type AnswerCache } from "@/lib/platform/http/answer-cache";

// On globalThis: the routes that change events are bundled apart from the one that lists them, and
// a bundle may carry its own copy of this module; a change must empty the one cache of the process.
const processWide = globalThis as typeof globalThis & { __scheditixOpenEventAnswers?: AnswerCache };

const ANSWER_SECONDS = 5;

/**
 * The list's Cache-Control: any shared cache (the front cache, a CDN) may keep an answer as long
 * as this one does; browsers ask again each time.
 */
export const OPEN_EVENTS_CACHE_CONTROL = `public, max-age=0, s-maxage=${ANSWER_SECONDS}`;

/**
 * Finished answers of GET /api/v1/events, per query. A change empties it at once here, and in every
 * other server process within about a second: it is registered with the change feed.
 *
 * The list is cached at three levels, each for requests the others do not serve: the server's front
 * cache answers the bare URL without entering Next, but passes on every request with a query (a
 * search, a category, a page); this cache answers those, and the first after a change, without
 * reading, mapping or serializing; listOpenEvents' data cache (queries.ts, 60 s) spares the database
 * when these answers have expired, and also serves the search, category and ticket purchase pages.
 */
export const openEventAnswers: AnswerCache = (processWide.__scheditixOpenEventAnswers ??= createAnswerCache({
  seconds: ANSWER_SECONDS,
  maxEntries: 500,
  maxBytes: 8 * 1024 * 1024,
}));

onEventChange("open-event-answers", () => openEventAnswers.clear());
