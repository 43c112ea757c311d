/** Every cached public read of events carries this tag (unstable_cache, and so the pages that use them). */
export const EVENTS_TAG = "events";
/** Cached reads that show several events (lists, categories with their events), and the pages that use them. */
export const EVENT_LISTS_TAG = "event-lists";
/** Cached reads of one event, and the pages that use them (its own page). */
export const eventTag = (eventId: string): string => `event:${eventId}`;

/**
 * How long Next keeps cached event data and pages at most. Every process empties its caches on a
 * change within about half a second (the change feed); this bound only matters if the feed missed one.
 */
export const PUBLIC_CACHE_SECONDS = 60;
