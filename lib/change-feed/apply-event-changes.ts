import "server-only";
import { feedState } from "@/lib/change-feed/process-feed-state";
import { openEventAnswers } from "@/lib/events/open-event-answers";
import { expireCachedPages } from "@/lib/http/cached-pages";
import { forgetFrontPageCache } from "@/lib/http/front-page-cache";

/** Every cached public read of events carries this tag (unstable_cache, and so the pages that use them). */
export const EVENTS_TAG = "events";

/**
 * A sale empties the front cache at most this often: in an on-sale rush, emptying it per sale
 * would send every visitor to Next. So the seats left show there at most this late (plus the feed's
 * half second), whatever FRONT_CACHE_SECONDS says.
 */
const SEATS_FRONT_CLEAR_MS = 3_000;

/**
 * Next stores a page when its render ends. One that read the database before the change and ends
 * after it was applied would be kept as if fresh, so Next's cache is expired once more this long after.
 */
const SETTLE_PASS_MS = 1_000;

/**
 * Empties this process's caches of event data: the list's finished answers, Next's cached data and
 * pages, and the front cache (at once for an organiser's change, `details`; for sales alone, at
 * most every few seconds). Needs no request: the change feed calls it for other processes' changes.
 */
export function applyEventChanges({ details }: { details: boolean }): void {
  openEventAnswers.clear();
  expireCachedPages([EVENTS_TAG]);
  if (details) clearFrontCache();
  else clearFrontCacheSoon();
  planSettlePass(details);
}

function clearFrontCache() {
  clearTimeout(feedState.frontClear);
  feedState.frontClear = undefined;
  feedState.frontClearedAt = Date.now();
  forgetFrontPageCache();
}

function clearFrontCacheSoon() {
  if (feedState.frontClear) return;
  const wait = feedState.frontClearedAt + SEATS_FRONT_CLEAR_MS - Date.now();
  if (wait <= 0) return clearFrontCache();
  feedState.frontClear = setTimeout(clearFrontCache, wait);
  feedState.frontClear.unref?.();
}

function planSettlePass(details: boolean) {
  feedState.settleDetails ||= details;
  if (feedState.settlePass) return;
  feedState.settlePass = setTimeout(() => {
    const again = feedState.settleDetails;
    feedState.settlePass = undefined;
    feedState.settleDetails = false;
    expireCachedPages([EVENTS_TAG]);
    if (again) clearFrontCache();
  }, SETTLE_PASS_MS);
  feedState.settlePass.unref?.();
}
