import "server-only";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { tellSessionChangeListeners, type UserChange } from "@/lib/domain/change-feed/session-feed-state";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { Counter } from "@/models/Counter";
import { SessionChange } from "@/models/SessionChange";

/** The counter that numbers the session feed's records. */
export const SESSION_FEED_COUNTER = "session-changes";

/** Changes to what users hold within this window become one write of the feed (as sales do for events). */
const LISTS_WINDOW_MS = 100;

const logFailure = (name: string, error: unknown) => logger.error("session feed: a cache could not be emptied", { cache: name, error });

/** Writes `changes` to the feed: numbers taken together by one $inc, then the records, in that order (follow-session-changes.ts). */
async function writeChanges(changes: UserChange[]): Promise<void> {
  await connectToDatabase();
  const counter = await upsertRacing(() =>
    // No projection: FerretDB's findAndModify does not take one (the document is just its number).
    Counter.findOneAndUpdate({ _id: SESSION_FEED_COUNTER }, { $inc: { seq: changes.length } }, { upsert: true, returnDocument: "after" }).lean(),
  );
  if (!counter) throw new Error("the session feed's counter was not written");
  const first = counter.seq - changes.length + 1;
  const createdAt = new Date();
  await SessionChange.insertMany(
    changes.map((change, index) => ({
      _id: first + index,
      user: change.userId,
      session: change.sessionId,
      lists: change.lists,
      origin: feedState.origin,
      createdAt,
    })),
  );
}

/**
 * After a write that ends a session (`sessionId`) or may change any of a user's (password, deletion,
 * profile, plan): this process forgets what it kept of them at once, and the change is written to the
 * session feed, which every other process follows (follow-session-changes.ts) and applies within a
 * second. Call it after the write itself: a process that reads the feed, then the database, sees the
 * write. Never throws; if the record cannot be written, other processes keep the session for at
 * most the cache's lifetime (session-cache.ts), and the failure is logged.
 */
export async function announceSessionChange(change: { userId: string; sessionId?: string }): Promise<void> {
  tellSessionChangeListeners([change], logFailure);
  await writeChanges([change]).catch((error: unknown) => logger.error("session feed: a change was not recorded", { userId: change.userId, error }));
}

type PendingLists = { users: Set<string>; flush?: ReturnType<typeof setTimeout> };
const processWide = globalThis as typeof globalThis & { __scheditixPendingLists?: PendingLists };
const pending: PendingLists = (processWide.__scheditixPendingLists ??= { users: new Set() });

/**
 * After a write that changes what users hold (a favourite added or removed; a ticket issued, refunded,
 * passed on or resold): this process forgets the lists it kept of them at once (kept-lists.ts), and
 * the change reaches every other process through the session feed within about a second. The
 * records of a tenth of a second go in one write, so a rush of sales costs the feed two writes per
 * window, not per sale. Never throws, never waits for the database.
 */
export function announceListsChange(userIds: Iterable<unknown>): void {
  const changes = [...new Set([...userIds].filter((id) => id != null).map(String))].map((userId) => ({ userId, lists: true as const }));
  if (changes.length === 0) return;
  tellSessionChangeListeners(changes, logFailure);
  for (const { userId } of changes) pending.users.add(userId);
  pending.flush ??= setTimeout(flushLists, LISTS_WINDOW_MS);
}

function flushLists() {
  const changes = [...pending.users].map((userId) => ({ userId, lists: true as const }));
  pending.users.clear();
  pending.flush = undefined;
  void writeChanges(changes).catch((error: unknown) =>
    logger.error("session feed: changes to users' lists were not recorded", { users: changes.length, error }),
  );
}
