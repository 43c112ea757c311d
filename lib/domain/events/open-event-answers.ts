import "server-only";
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
 * other server process within about a second (announceEventChange and the change feed).
 */
export const openEventAnswers: AnswerCache = (processWide.__scheditixOpenEventAnswers ??= createAnswerCache({
  seconds: ANSWER_SECONDS,
  maxEntries: 500,
  maxBytes: 8 * 1024 * 1024,
}));
