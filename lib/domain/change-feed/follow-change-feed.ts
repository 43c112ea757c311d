import "server-only";
import { applyEventChanges } from "@/lib/domain/change-feed/apply-event-changes";
import { createFeedCursor, type FeedCursor } from "@/lib/domain/change-feed/feed-cursor";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { FEED_COUNTER, readFeedHead } from "@/lib/domain/change-feed/write-event-change";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { Counter } from "@/models/Counter";
import { EventChange, type EventChangeKind } from "@/models/EventChange";

/** How often the feed is read: a change shows on every instance within about this (plus a render). */
const POLL_MS = 500;
/** How long a number taken but not yet written is waited for (its writer is between two writes). */
const GAP_GRACE_MS = 5_000;
/** Records read at most per poll; the rest come with the next. */
const MAX_RECORDS = 500;
/** Records are kept this long: a process that falls further behind treats the missed ones as unknown. */
const KEEP_MS = 2 * 60_000;
const TRIM_EVERY_MS = 60_000;

type ReadRecord = { _id: number; event: unknown; kind: EventChangeKind; origin: string };

/**
 * Follows the change feed in this process (once; started at server start): every POLL_MS, one read
 * of the feed's counter by its id, which answers nothing unless something changed; then the new
 * records, applied together to this process's caches — once per poll however many sales came in.
 * Records this process wrote were applied when written. Also trims old records now and then.
 */
export async function followChangeFeed(): Promise<void> {
  if (feedState.following) return;
  feedState.following = true;
  let cursor: FeedCursor | null = await readFeedHead()
    .then((head) => createFeedCursor(head, { gapGraceMs: GAP_GRACE_MS }))
    .catch(() => null);
  let trimmedAt = Date.now();
  let failing = false;

  const poll = async () => {
    await connectToDatabase();
    if (!cursor) {
      // The database was out of reach at start: begin at its number now, and take it that anything may have changed.
      cursor = createFeedCursor(await readFeedHead(), { gapGraceMs: GAP_GRACE_MS });
      applyEventChanges("anything");
      return;
    }
    const head = await Counter.findOne({ _id: FEED_COUNTER, seq: { $gt: cursor.floor } }, { seq: 1 }).lean();
    if (head) {
      const records = await EventChange.find({ _id: { $gt: cursor.floor, $lte: head.seq } }, { event: 1, kind: 1, origin: 1 })
        .sort({ _id: 1 })
        .limit(MAX_RECORDS)
        .lean<ReadRecord[]>();
      const { fresh, unknownMissed } = cursor.advance(
        records.map((record) => record._id),
        head.seq,
        Date.now(),
      );
      const isFresh = new Set(fresh);
      const others = records.filter((record) => isFresh.has(record._id) && record.origin !== feedState.origin);
      if (unknownMissed) applyEventChanges("anything");
      else applyRecords(others);
    }
    if (Date.now() - trimmedAt >= TRIM_EVERY_MS) {
      trimmedAt = Date.now();
      await EventChange.deleteMany({ createdAt: { $lt: new Date(trimmedAt - KEEP_MS) } });
    }
  };

  const loop = async () => {
    try {
      await poll();
      failing = false;
    } catch (error) {
      // Said once per outage: the database being away is logged elsewhere too.
      if (!failing) logger.warn("change feed: could not read it; trying again", { error });
      failing = true;
    }
    setTimeout(loop, POLL_MS).unref();
  };
  setTimeout(loop, POLL_MS).unref();
}

/** Applies records of other processes: the events their organisers changed, then those whose seats alone changed. */
function applyRecords(records: ReadRecord[]) {
  const detailed = new Set(records.filter((record) => record.kind !== "seats").map((record) => String(record.event)));
  const seats = new Set(records.map((record) => String(record.event)).filter((eventId) => !detailed.has(eventId)));
  if (detailed.size > 0) applyEventChanges({ events: [...detailed], details: true });
  if (seats.size > 0) applyEventChanges({ events: [...seats], details: false });
}
