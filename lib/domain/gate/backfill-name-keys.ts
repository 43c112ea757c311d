import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { nameOrderFields } from "@/models/attendee-name-key";
import { Attendee } from "@/models/Attendee";

const MIGRATION = "attendee-name-keys";
/** Attendees given their order in one command (one round trip for each 500, not one each). */
const WRITE_BATCH = 500;

/**
 * Attendees stored before the list paged by key get their name's order (`nameKey`, `nameBucket`):
 * once, before the first request of the first start of this version, since a page of the list
 * reads only the attendees that have it. One pass over those attendees, written 500 to a command,
 * each only if it still lacks one (a rename meanwhile already wrote the order of its new name).
 */
export async function backfillNameKeys(): Promise<{ attendees: number }> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return { attendees: 0 };
  const startedAt = new Date();
  const missing = { nameKey: { $exists: false } };
  let attendees = 0;
  let batch: { updateOne: { filter: Record<string, unknown>; update: Record<string, unknown> } }[] = [];
  const write = async () => {
    if (batch.length) await Attendee.bulkWrite(batch, { ordered: false });
    attendees += batch.length;
    batch = [];
  };
  for await (const attendee of Attendee.find(missing, { fullName: 1 }).lean().cursor({ batchSize: 1_000 })) {
    batch.push({ updateOne: { filter: { _id: attendee._id, ...missing }, update: { $set: nameOrderFields(attendee.fullName) } } });
    if (batch.length === WRITE_BATCH) await write();
  }
  await write();
  await markMigrationDone(MIGRATION, startedAt);
  if (attendees) logger.info("gave older attendees their name's order for the attendee list", { attendees });
  return { attendees };
}
