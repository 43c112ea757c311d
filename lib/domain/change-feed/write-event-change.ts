import "server-only";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { connectToDatabase } from "@/lib/platform/db";
import { upsertRacing } from "@/lib/platform/duplicate-key";
import { Counter } from "@/models/Counter";
import { EventChange, type EventChangeKind } from "@/models/EventChange";

/** The counter that numbers the feed's records. */
export const FEED_COUNTER = "event-changes";

/** The feed's number now (0 before the first record): where a process starts following. */
export async function readFeedHead(): Promise<number> {
  await connectToDatabase();
  return (await Counter.findById(FEED_COUNTER, { seq: 1 }).lean())?.seq ?? 0;
}

/** Adds "event E changed" to the feed: takes the next number (one atomic $inc), then writes the record. */
export async function writeEventChange(eventId: string, kind: EventChangeKind): Promise<void> {
  await connectToDatabase();
  const counter = await upsertRacing(() =>
    // No projection: FerretDB's findAndModify does not take one (the document is just its number).
    Counter.findOneAndUpdate({ _id: FEED_COUNTER }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: "after" }).lean(),
  );
  if (!counter) throw new Error("the change feed's counter was not written");
  await EventChange.create({ _id: counter.seq, event: eventId, kind, origin: feedState.origin, createdAt: new Date() });
}
