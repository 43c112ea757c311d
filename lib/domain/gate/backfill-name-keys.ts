import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { nameOrderFields } from "@/models/attendee-name-key";
import { Attendee } from "@/models/Attendee";

const MIGRATION = "attendee-name-keys";

/**
 * Attendees stored before the list paged by key get their name's order (`nameKey`, `nameBucket`):
 * once, before the first request of the first start of this version, since a page of the list
 * reads only the attendees that have it. One pass over those attendees, each written only if it
 * still lacks one (a rename meanwhile already wrote the order of its new name).
 */
export async function backfillNameKeys(): Promise<{ attendees: number }> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return { attendees: 0 };
  const startedAt = new Date();
  const missing = { nameKey: { $exists: false } };
  let attendees = 0;
  for await (const attendee of Attendee.find(missing, { fullName: 1 }).lean().cursor({ batchSize: 1_000 })) {
    await Attendee.updateOne({ _id: attendee._id, ...missing }, { $set: nameOrderFields(attendee.fullName) });
    attendees += 1;
  }
  await markMigrationDone(MIGRATION, startedAt);
  if (attendees) logger.info("gave older attendees their name's order for the attendee list", { attendees });
  return { attendees };
}
