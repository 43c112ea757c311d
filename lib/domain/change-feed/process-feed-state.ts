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
  /** Events whose seats changed here since the last flush (announce-event-change.ts). */
  pendingSeats: Set<string>;
  seatsFlush?: ReturnType<typeof setTimeout>;
  /** When the front cache's lists were last emptied, the emptying planned, and the events whose pages wait for it (their sales). */
  frontClearedAt: number;
  frontClear?: ReturnType<typeof setTimeout>;
  frontPending: Set<string>;
  /** The second pass over Next's cache after a change (apply-event-changes.ts): the events, each with whether its organiser changed it. */
  settlePass?: ReturnType<typeof setTimeout>;
  settleEvents: Map<string, boolean>;
  settleAnything: boolean;
  following: boolean;
};

const processWide = globalThis as typeof globalThis & { __scheditixChangeFeed?: ProcessFeedState };

export const feedState: ProcessFeedState = (processWide.__scheditixChangeFeed ??= {
  origin: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  pendingSeats: new Set(),
  frontClearedAt: 0,
  frontPending: new Set(),
  settleEvents: new Map(),
  settleAnything: false,
  following: false,
});
