import "server-only";
import { SESSION_FEED_COUNTER } from "@/lib/domain/change-feed/announce-session-change";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { sessionFeed, tellSessionChangeListeners, type SessionChanges } from "@/lib/domain/change-feed/session-feed-state";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { Counter } from "@/models/Counter";
import { SessionChange } from "@/models/SessionChange";

/** How often the feed is read: one read of the counter by its id, which answers nothing unless something changed. */
const POLL_MS = 250;
/**
 * A session kept in a process may be used only while the feed was read this recently: a logout,
 * a password change or a deletion made anywhere is then refused here within this (plus one read).
 */
export const SESSION_FEED_FRESH_MS = 750;
const MAX_RECORDS = 500;
const KEEP_MS = 2 * 60_000;
const TRIM_EVERY_MS = 60_000;

type ReadRecord = { _id: number; user: unknown; session?: unknown; lists?: boolean; origin: string };

const logFailure = (name: string, error: unknown) => logger.error("session feed: a cache could not be emptied", { cache: name, error });

/**
 * Whether what was read of a session at `loadedAt` (ms, when its read began) may still be trusted:
 * the feed has been followed since before that read, and was read within SESSION_FEED_FRESH_MS.
 * Otherwise (the database out of reach, the process too busy to poll) the caller reads the database.
 */
export function sessionFeedVouchesFor(loadedAt: number, now = Date.now()): boolean {
  return loadedAt >= sessionFeed.knownSince && now - sessionFeed.confirmedAt <= SESSION_FEED_FRESH_MS;
}

/**
 * Follows the session feed in this process (once; started by the first cache that needs it). Records
 * are numbered by one counter and written just after their number is taken, after the change
 * itself: when a number is read before its record, the change is already in the database but
 * unknown here, so every kept session is dropped ("anything"), and read again from the database.
 */
export function followSessionChanges(): void {
  if (sessionFeed.following) return;
  sessionFeed.following = true;
  let trimmedAt = Date.now();
  let failing = false;

  const poll = async () => {
    const startedAt = Date.now();
    await connectToDatabase();
    const floor = sessionFeed.floor;
    if (floor === null) {
      sessionFeed.floor = (await Counter.findById(SESSION_FEED_COUNTER, { seq: 1 }).lean())?.seq ?? 0;
      sessionFeed.knownSince = startedAt;
      sessionFeed.confirmedAt = startedAt;
      return;
    }
    const head = await Counter.findOne({ _id: SESSION_FEED_COUNTER, seq: { $gt: floor } }, { seq: 1 }).lean();
    if (head) {
      const records = await SessionChange.find({ _id: { $gt: floor, $lte: head.seq } }, { user: 1, session: 1, lists: 1, origin: 1 })
        .sort({ _id: 1 })
        .limit(MAX_RECORDS)
        .lean<ReadRecord[]>();
      const complete = records.length === head.seq - floor;
      const changes: SessionChanges = complete
        ? records
            .filter((record) => record.origin !== feedState.origin)
            .map((record) => ({
              userId: String(record.user),
              ...(record.session ? { sessionId: String(record.session) } : {}),
              ...(record.lists ? { lists: true as const } : {}),
            }))
        : "anything";
      if (changes === "anything" || changes.length > 0) tellSessionChangeListeners(changes, logFailure);
      sessionFeed.floor = head.seq;
    }
    sessionFeed.confirmedAt = startedAt;
    if (Date.now() - trimmedAt >= TRIM_EVERY_MS) {
      trimmedAt = Date.now();
      await SessionChange.deleteMany({ createdAt: { $lt: new Date(trimmedAt - KEEP_MS) } });
    }
  };

  const loop = async () => {
    try {
      await poll();
      failing = false;
    } catch (error) {
      if (!failing) logger.warn("session feed: could not read it; sessions are read from the database meanwhile", { error });
      failing = true;
    }
    setTimeout(loop, POLL_MS).unref();
  };
  void loop();
}
