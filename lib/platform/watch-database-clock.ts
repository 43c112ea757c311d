import "server-only";
import type mongoose from "mongoose";
import { describeClock, judgeClock, readDatabaseClock } from "@/lib/platform/database-clock";
import { logger } from "@/lib/platform/logger";

/** How often a running process compares its clock with the database's again (warning only). */
const RECHECK_MS = 10 * 60_000;

let watching = false;

/**
 * Compares this process's clock with the database's once it has connected: beyond
 * `limitSeconds` (MAX_CLOCK_SKEW_SECONDS) the process refuses to start, as it does on bad
 * configuration; beyond a second it warns. Then checks again every 10 minutes and warns if the
 * clocks have drifted apart since. Once per process.
 */
export async function watchDatabaseClock(db: mongoose.mongo.Db, limitSeconds: number): Promise<void> {
  if (watching) return;
  watching = true;
  const limitMs = limitSeconds * 1000;
  const check = async (atStart: boolean) => {
    try {
      // A database that stops answering must not hold up the connection for ever.
      const reading = await readDatabaseClock(() => db.command({ hello: 1 }, { signal: AbortSignal.timeout(2_000) }));
      const verdict = judgeClock(reading, limitMs);
      if (verdict === "in-step") return;
      console.error(describeClock(reading, atStart ? verdict : "warn", limitMs));
      if (atStart && verdict === "refuse") process.exit(1);
    } catch (error) {
      logger.warn("could not compare the clock with the database's", { error });
    }
  };
  await check(true);
  setInterval(() => void check(false), RECHECK_MS).unref();
}
