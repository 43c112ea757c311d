import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

/**
 * What this process knows of the change feed, kept once per process on globalThis: the routes that
 * change events and the poller started at server start are bundled apart, and each bundle may carry
 * its own copy of these modules.
 */
export type ProcessFeedState = {
  /** Names this process in the records it writes (it applies its own changes at once). */
  readonly origin: string;
  /** Events whose seats changed here since the last flush (announceEventChange, lib/events/event-cache.ts). */
  pendingSeats: Set<string>;
  seatsFlush?: ReturnType<typeof setTimeout>;
  /** When the front cache was last emptied, and the emptying planned for a seats change. */
  frontClearedAt: number;
  frontClear?: ReturnType<typeof setTimeout>;
  /** The second pass over Next's cache after a change (apply-event-changes.ts). */
  settlePass?: ReturnType<typeof setTimeout>;
  settleDetails: boolean;
  following: boolean;
};

const processWide = globalThis as typeof globalThis & { __scheditixChangeFeed?: ProcessFeedState };

export const feedState: ProcessFeedState = (processWide.__scheditixChangeFeed ??= {
  origin: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  pendingSeats: new Set(),
  frontClearedAt: 0,
  settleDetails: false,
  following: false,
});
