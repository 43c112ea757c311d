// One address per page. An event's id is matched by the database in any case, and Next decodes
// percent-escapes before routing, so without this every spelling of an id (ABC…, %61bc…) would be
// a page of its own: rendered, kept in Next's cache and in the front cache, each a copy.

const EVENT_PAGE = /^\/event-details\/([^/?]*)(\?.*)?$/;
const CANONICAL_ID = /^[0-9a-f]{24}$/;
const ANY_CASE_ID = /^[0-9a-f]{24}$/i;

/**
 * Where a GET for an event page spelt another way belongs (its id in lower-case hex, the query
 * kept), or null when `url` is not such a page or is already canonical. An id that is no id at all
 * is left to the page, which answers 404.
 * @param {string} url the request's path and query, as received
 */
export function canonicalEventUrl(url) {
  const match = EVENT_PAGE.exec(url);
  if (!match || CANONICAL_ID.test(match[1])) return null;
  let id;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return ANY_CASE_ID.test(id) ? `/event-details/${id.toLowerCase()}${match[2] ?? ""}` : null;
}

// Our pages' paths are lower-case words, digits and dashes between single slashes: nothing
// percent-encoded, no dot segments, no empty ones, no upper case.
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/**
 * True when a path (without a query) is spelt the one way our pages are: only such answers may be
 * shared, so a variant spelling Next answers the same way never takes a place of its own.
 * @param {string} path
 */
export const isCanonicalPath = (path) => CANONICAL_PATH.test(path);
