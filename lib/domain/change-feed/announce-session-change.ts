import "server-only";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { tellSessionChangeListeners } from "@/lib/domain/change-feed/session-feed-state";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { Counter } from "@/models/Counter";
import { SessionChange } from "@/models/SessionChange";

/** The counter that numbers the session feed's records. */
export const SESSION_FEED_COUNTER = "session-changes";

const logFailure = (name: string, error: unknown) => logger.error("session feed: a cache could not be emptied", { cache: name, error });

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
  try {
    await connectToDatabase();
    const counter = await upsertRacing(() =>
      // No projection: FerretDB's findAndModify does not take one (the document is just its number).
      Counter.findOneAndUpdate({ _id: SESSION_FEED_COUNTER }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" }).lean(),
    );
    if (!counter) throw new Error("the session feed's counter was not written");
    await SessionChange.create({ _id: counter.seq, user: change.userId, session: change.sessionId, origin: feedState.origin, createdAt: new Date() });
  } catch (error) {
    logger.error("session feed: a change was not recorded", { userId: change.userId, error });
  }
}
