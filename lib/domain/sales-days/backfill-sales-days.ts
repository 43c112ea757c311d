import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { ignoreDuplicateKey } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone } from "@/lib/platform/migration-record";
import { importDaySales } from "@/lib/domain/sales-days/import-day-sales";
import { tallySalesDays, trendingWindowStart, type SalesDayTally } from "@/lib/domain/sales-days/sales-day-key";
import { Migration } from "@/models/Migration";
import { Order } from "@/models/Order";

const MIGRATION = "sales-days";
const BATCH = 1_000;
const PARALLEL_WRITES = 20;

/**
 * Fills the per-day sales counters of the trending window from the orders paid before they
 * existed, once. The first process to get here fixes the cutoff: sales paid from then on are
 * counted as they happen, so only orders paid before it are read (once, streamed in batches, a
 * few fields each). Each day's figure is $set into `imported`, never added, so a second process
 * or a rerun after a crash writes the same numbers again; the migration is marked done at the end.
 */
export async function backfillSalesDays(now = new Date()): Promise<{ counters: number }> {
  await connectToDatabase();
  // Once done, a start reads this one record and nothing else.
  if (await isMigrationDone(MIGRATION)) return { counters: 0 };
  const migration = await claimCutoff(now);
  if (migration.doneAt) return { counters: 0 };

  const tally: SalesDayTally = new Map();
  const paid = Order.find(
    { status: "paid", kind: "ticket", paidAt: { $gte: trendingWindowStart(migration.cutoff), $lt: migration.cutoff } },
    { _id: 0, event: 1, paidAt: 1, quantity: 1, refundedQuantity: 1 },
  )
    .lean()
    .cursor({ batchSize: BATCH });
  for await (const order of paid) tallySalesDays([order], tally);

  const counters = [...tally.values()];
  for (let start = 0; start < counters.length; start += PARALLEL_WRITES) {
    await Promise.all(counters.slice(start, start + PARALLEL_WRITES).map(({ event, day, tickets }) => importDaySales(event, day, tickets)));
  }
  await Migration.updateOne({ _id: MIGRATION, doneAt: { $exists: false } }, { $set: { doneAt: new Date() } });
  if (counters.length) logger.info("counted the sales of the trending window per day", { counters: counters.length });
  return { counters: counters.length };
}

/** The migration's record, created with `now` as its cutoff unless another process created it first. */
async function claimCutoff(now: Date) {
  await Migration.updateOne({ _id: MIGRATION }, { $setOnInsert: { cutoff: now } }, { upsert: true }).catch(ignoreDuplicateKey);
  const migration = await Migration.findById(MIGRATION).lean();
  if (!migration) throw new Error("the sales-days migration record vanished");
  return migration;
}
