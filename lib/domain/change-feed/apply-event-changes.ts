import "server-only";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { openEventResponses } from "@/lib/domain/events/open-event-responses";
import { expireCachedPages } from "@/lib/platform/http/cached-pages";
import { forgetFrontPages } from "@/lib/platform/http/front-page-cache";

/** Every cached public read of events carries this tag (unstable_cache, and so the pages that use them). */
export const EVENTS_TAG = "events";
/** Cached reads that show several events (lists, categories with their events), and the pages that use them. */
export const EVENT_LISTS_TAG = "event-lists";
/** Cached reads of one event, and the pages that use them (its own page). */
export const eventTag = (eventId: string): string => `event:${eventId}`;

// The shared pages that show one event alone: its page. Every other shared page may list events.
const EVENT_PAGE = /^\/event-details\/([0-9a-f]{24})(?:\/|$)/;
const eventOfPage = (path: string): string | null => EVENT_PAGE.exec(path)?.[1] ?? null;

/**
 * The front cache's pages that list events (the home page, categories, the public list) are emptied
 * at most this often, at once for the first change after a quiet spell. So is an event's own page
 * for its sales: in an on-sale rush, emptying it per sale would send every visitor to Next. Such
 * pages show a change at most this late (plus the feed's half second), whatever FRONT_CACHE_SECONDS says.
 * An organiser's change to an event empties that event's own page at once, and never another's.
 */
const FRONT_REFRESH_MS = 3_000;

/**
 * Next stores a page when its render ends. One that read the database before the change and ends
 * after it was applied would be kept as if fresh, so Next's cache is expired once more this long
 * after, and the same pages dropped from the front cache again. Between the two, the front cache
 * stores what Next answers (never an answer begun before the change): holding every store back
 * for that second instead would send each request for the page to Next while its organiser edits.
 */
const SETTLE_PASS_MS = 1_000;
const NO_HOLD = { settle: false };

/** What changed: some events (`details` when their organiser changed them, else only their seats), or anything. */
export type EventChanges = { events: string[]; details: boolean } | "anything";

/**
 * Empties what this process caches of the changed events: the list's finished answers, Next's cached
 * data and pages of those events and of the lists (another event's page stays), and the front cache
 * (an event's own page at once for an organiser's change; lists, and a page for its sales, at most
 * every few seconds). Needs no request: the change feed calls it for other processes' changes.
 */
export function applyEventChanges(changes: EventChanges): void {
  openEventResponses.clear();
  if (changes === "anything") {
    expireCachedPages([EVENTS_TAG]);
    feedState.frontPending.clear();
    clearFront(() => true);
    planSettlePass("anything");
    return;
  }
  expireCachedPages([EVENT_LISTS_TAG, ...changes.events.map(eventTag)]);
  if (changes.details) {
    const changed = new Set(changes.events);
    forgetFrontPages((path) => changed.has(eventOfPage(path) ?? ""), NO_HOLD);
    clearFrontSoon([]);
  } else {
    clearFrontSoon(changes.events);
  }
  planSettlePass(changes);
}

/** Empties the front cache's lists and the pages of the events in `matches`, now. */
function clearFront(matches: (path: string) => boolean, options?: { settle?: boolean }) {
  clearTimeout(feedState.frontClear);
  feedState.frontClear = undefined;
  feedState.frontClearedAt = Date.now();
  forgetFrontPages(matches, options);
}

function flushFront() {
  const pending = new Set(feedState.frontPending);
  feedState.frontPending.clear();
  clearFront((path) => {
    const event = eventOfPage(path);
    return event === null || pending.has(event);
  }, NO_HOLD);
}

/** Empties the lists, and the pages of `eventIds`, in the front cache now or, if it was done lately, at most FRONT_REFRESH_MS after. */
function clearFrontSoon(eventIds: string[]) {
  for (const eventId of eventIds) feedState.frontPending.add(eventId);
  if (feedState.frontClear) return;
  const wait = feedState.frontClearedAt + FRONT_REFRESH_MS - Date.now();
  if (wait <= 0) return flushFront();
  feedState.frontClear = setTimeout(flushFront, wait);
  feedState.frontClear.unref?.();
}

function planSettlePass(changes: EventChanges) {
  if (changes === "anything") feedState.settleAnything = true;
  else for (const eventId of changes.events) feedState.settleEvents.set(eventId, (feedState.settleEvents.get(eventId) ?? false) || changes.details);
  if (feedState.settlePass) return;
  feedState.settlePass = setTimeout(() => {
    const anything = feedState.settleAnything;
    const events = new Map(feedState.settleEvents);
    feedState.settlePass = undefined;
    feedState.settleAnything = false;
    feedState.settleEvents.clear();
    if (anything) {
      expireCachedPages([EVENTS_TAG]);
      forgetFrontPages(() => true, NO_HOLD);
      return;
    }
    expireCachedPages([EVENT_LISTS_TAG, ...[...events.keys()].map(eventTag)]);
    // An organiser's change: what its page stored meanwhile may be that render. Lists follow their own pace.
    const detailed = new Set([...events].filter(([, details]) => details).map(([eventId]) => eventId));
    if (detailed.size > 0) {
      forgetFrontPages((path) => detailed.has(eventOfPage(path) ?? ""), NO_HOLD);
      clearFrontSoon([]);
    }
  }, SETTLE_PASS_MS);
  feedState.settlePass.unref?.();
}
