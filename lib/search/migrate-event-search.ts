import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/migrations/migration-record";
import { indexEventForSearch } from "@/lib/search/index-event-search";
import { Event } from "@/models/Event";

const MIGRATION = "event-search";
/** Events indexed at once: a few writes each, within the database pool. */
const PARALLEL = 5;

/**
 * Puts every event from before the search index into it, once. Finding them reads every event,
 * so it is recorded as done when it has run through, and later starts read that one record:
 * events created or edited since are indexed as they are written. Safe in several processes at
 * once (indexing an event twice writes the same entries).
 */
export async function migrateEventSearch(): Promise<{ events: number }> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return { events: 0 };
  const startedAt = new Date();
  let events = 0;
  let batch: Types.ObjectId[] = [];
  const indexBatch = async () => {
    await Promise.all(batch.map((id) => indexEventForSearch(id)));
    events += batch.length;
    batch = [];
  };
  const pending = Event.find({ titleWords: { $exists: false } }, { _id: 1 }).lean().cursor({ batchSize: 500 });
  try {
    for await (const event of pending) {
      batch.push(event._id);
      if (batch.length === PARALLEL) await indexBatch();
    }
    await indexBatch();
  } finally {
    await pending.close();
  }
  await markMigrationDone(MIGRATION, startedAt);
  if (events) logger.info("put older events in the search index", { events });
  return { events };
}
