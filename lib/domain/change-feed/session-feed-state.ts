import "server-only";

/**
 * What changed: one session (logout), every session of one user (password, deletion, profile), only
 * what a user holds (`lists`: their favourites or tickets; their sessions stand), or possibly anything.
 */
export type UserChange = { userId: string; sessionId?: string; lists?: true };
export type SessionChanges = UserChange[] | "anything";

export type SessionChangeListener = (changes: SessionChanges) => void;

/**
 * What this process knows of the session feed, once per process on globalThis (the routes and the
 * feed's poller are bundled apart, and each bundle may carry its own copy of these modules).
 */
export type SessionFeedState = {
  listeners: Map<string, SessionChangeListener>;
  following: boolean;
  /** Every number up to this one has been applied; null until the first read of the counter. */
  floor: number | null;
  /** Every change committed after this moment (ms) is known here: when the first read of the counter began. */
  knownSince: number;
  /** When the last successful read of the feed began (ms): every change committed before it has been applied. */
  confirmedAt: number;
};

const processWide = globalThis as typeof globalThis & { __scheditixSessionFeed?: SessionFeedState };

export const sessionFeed: SessionFeedState = (processWide.__scheditixSessionFeed ??= {
  listeners: new Map(),
  following: false,
  floor: null,
  knownSince: Number.POSITIVE_INFINITY,
  confirmedAt: 0,
});

/**
 * Registers a cache of sessions kept in this process: `listener` hears of every session change the
 * process learns of (its own at once, other processes' through the feed). One listener per name.
 */
export function onSessionChange(name: string, listener: SessionChangeListener): void {
  sessionFeed.listeners.set(name, listener);
}

/** Tells every registered cache; one that throws does not keep the others stale. */
export function tellSessionChangeListeners(changes: SessionChanges, onError: (name: string, error: unknown) => void): void {
  for (const [name, listener] of sessionFeed.listeners) {
    try {
      listener(changes);
    } catch (error) {
      onError(name, error);
    }
  }
}
