import "server-only";
import { sweepDeletedAccounts } from "@/lib/accounts/delete-account";
import { logger } from "@/lib/logger";
import { expireHolds } from "@/lib/payments/expire-holds";
import { sweepExpiredRecords } from "@/lib/sweepers/sweep-expired-records";

const EVERY_MS = 60 * 1000;

/** Runs the background sweeps in this process. Every step is conditional, so all instances may run them. */
export function startSweepers(): void {
  const run = async () => {
    try {
      const released = await expireHolds();
      if (released > 0) logger.info("released expired seat holds", { released });
      await sweepExpiredRecords();
      const erased = await sweepDeletedAccounts();
      if (erased > 0) logger.info("erased deleted accounts", { erased });
    } catch (error) {
      logger.error("sweep failed", { error });
    }
  };
  setInterval(run, EVERY_MS).unref();
  void run();
}
