import "server-only";

// Shared with the server's front door (server/database-down.mjs), which runs in the same
// process before Next: while the database is known to be unreachable it answers page requests with
// a 503 page at once, and turns a page's 500 into that 503.
const STATUS = Symbol.for("scheditix.databaseStatus");

// How long a failure counts as "known down" without a new one: then a request tries again.
const RECHECK_MS = 5_000;

type DatabaseStatus = { unreachableUntil: number; isDown(): boolean };

const status: DatabaseStatus = ((globalThis as { [STATUS]?: DatabaseStatus })[STATUS] ??= {
  unreachableUntil: 0,
  isDown() {
    return Date.now() < this.unreachableUntil;
  },
});

// Whether the database was lost since it last answered, and who wants to know when it is back.
let lost = false;
const backListeners = new Set<() => void>();

/** The database could not be reached (a failed connect, a lost connection): for `forMs` it counts as down. */
export function noteDatabaseUnreachable(forMs = RECHECK_MS): void {
  status.unreachableUntil = Math.max(status.unreachableUntil, Date.now() + forMs);
  lost = true;
}

/** The database answered (connected, or connected again). */
export function noteDatabaseReachable(): void {
  status.unreachableUntil = 0;
  if (!lost) return;
  lost = false;
  for (const listener of backListeners) listener();
}

/** Calls `listener` each time the database answers again after it was lost (the sweepers repair at once). */
export function onDatabaseBack(listener: () => void): void {
  backListeners.add(listener);
}

/** True while a recent failure says the database is unreachable. */
export const isDatabaseKnownDown = (): boolean => status.isDown();
