// What every request meets before Next: the client's socket address is handed to the app
// (peer-address.mjs), a path that does not decode is a 400 (malformed-url.mjs), an event page
// spelt another way is sent to its one address (canonical-url.mjs), a page that failed for want
// of the database answers 503 (database-down.mjs), and a page that may be shared goes through the
// front cache (front-cache.mjs), as does the public API list named below. Everything
// else (the rest of the API, Next's static files, stored media) goes straight to Next: none of it
// is ever shared through the cache, and recording an answer only to find that out is a cost every
// API call would pay.
import { canonicalEventUrl } from "./canonical-url.mjs";
import { unavailableWhenDatabaseDown } from "./database-down.mjs";
import { answerMalformedUrl, hasMalformedEscape } from "./malformed-url.mjs";
import { notePeerAddress } from "./peer-address.mjs";

// Paths whose answers are never shared pages; for the rest the cache decides from the answer.
const NOT_PAGES = ["/api/", "/_next/", "/media/"];
// API answers that are the same for every caller and say so (Cache-Control s-maxage): the event
// list the client's home screen asks for. A query string still goes to Next (the cache skips it).
const SHARED_API_PATHS = new Set(["/api/v1/events"]);
const isPage = (url) => !NOT_PAGES.some((prefix) => url.startsWith(prefix));

/**
 * The listener that stands in front of `next`: with a cache, pages may be answered from it.
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown} next
 * @param {ReturnType<typeof import("./front-cache.mjs").createFrontCache> | null} cache
 */
export function frontDoor(next, cache) {
  // A page Next renders may fail for want of the database: then it answers 503 (the API does so itself).
  const renderPage = (request, response) => {
    unavailableWhenDatabaseDown(response);
    return next(request, response);
  };
  return (request, response) => {
    notePeerAddress(request);
    if (hasMalformedEscape(request.url)) return answerMalformedUrl(request.url, response);
    const canonical = request.method === "GET" || request.method === "HEAD" ? canonicalEventUrl(request.url) : null;
    if (canonical) return redirect(response, canonical);
    if (isPage(request.url)) return cache ? cache.handle(request, response, renderPage) : renderPage(request, response);
    if (cache && SHARED_API_PATHS.has(request.url)) return cache.handle(request, response, next);
    return next(request, response);
  };
}

/** A permanent redirect, answered here: the variant never reaches Next, so nothing is rendered or kept for it. */
function redirect(response, location) {
  response.writeHead(308, { location, "content-length": "0", "cache-control": "public, max-age=86400" });
  response.end();
}
