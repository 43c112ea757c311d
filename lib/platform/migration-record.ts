import "server-only";
import { Migration } from "@/models/Migration";

/** True once the named migration has finished: one read of one small document by its id. */
export async function isMigrationDone(name: string): Promise<boolean> {
  const record = await Migration.findById(name, { doneAt: 1 }).lean();
  return Boolean(record?.doneAt);
}

/** Records that the named migration has finished, so later starts skip it. */
export async function markMigrationDone(name: string, startedAt: Date): Promise<void> {
  await Migration.updateOne({ _id: name }, { $setOnInsert: { cutoff: startedAt }, $set: { doneAt: new Date() } }, { upsert: true });
}
