import "server-only";

// Published by the server process (scripts/lib/front-page-cache.mjs); absent under `next dev`.
const FRONT_PAGE_CACHE = Symbol.for("scheditix.frontPageCache");

type FrontPageCache = { clear(): void };

/** Empties the cache in front of Next, so a changed page is rendered afresh on its next request. */
export function forgetFrontPageCache(): void {
  (globalThis as typeof globalThis & { [FRONT_PAGE_CACHE]?: FrontPageCache })[FRONT_PAGE_CACHE]?.clear();
}
