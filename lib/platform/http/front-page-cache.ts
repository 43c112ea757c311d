import "server-only";

// Published by the server process (server/front-cache.mjs); absent under `next dev`.
const FRONT_PAGE_CACHE = Symbol.for("scheditix.frontPageCache");

type FrontPageCache = { clear(matches?: (path: string) => boolean, options?: { settle?: boolean }): void };

/**
 * Empties the cache in front of Next of the pages `matches` names (all of them without it), so each
 * is rendered afresh on its next request. With `settle` (the default), nothing is stored for those
 * pages for a second after: Next may still finish a render begun before the change.
 */
export function forgetFrontPages(matches?: (path: string) => boolean, options?: { settle?: boolean }): void {
  (globalThis as typeof globalThis & { [FRONT_PAGE_CACHE]?: FrontPageCache })[FRONT_PAGE_CACHE]?.clear(matches, options);
}
