import "server-only";
import { logger } from "@/lib/platform/logger";

/** What changed: some events (`details` when their organiser changed them, else only their seats), or anything. */
export type EventChanges = { events: string[]; details: boolean } | "anything";

export type EventChangeListener = (changes: EventChanges) => void;

// On globalThis: the routes that change events, the ones that read them and the feed's poller are
// bundled apart, and each bundle may carry its own copy of a cache's module and of this one.
const processWide = globalThis as typeof globalThis & { __scheditixEventChangeListeners?: Map<string, EventChangeListener> };
const listeners = (processWide.__scheditixEventChangeListeners ??= new Map<string, EventChangeListener>());

/**
 * Registers a cache of event data kept in this process: `listener` is called with every change the
 * process learns of (its own at once, other processes' through the change feed) and empties what the
 * change makes stale. One listener per name: a second copy of the cache's module replaces the first.
 */
export function onEventChange(name: string, listener: EventChangeListener): void {
  listeners.set(name, listener);
}

/** Tells every registered cache of `changes`; one that fails does not keep the others stale. */
export function tellEventChangeListeners(changes: EventChanges): void {
  for (const [name, listener] of listeners) {
    try {
      listener(changes);
    } catch (error) {
      logger.error("change feed: a cache could not be emptied", { cache: name, error });
    }
  }
}
