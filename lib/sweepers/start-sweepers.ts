import "server-only";
import { sweepDeletedAccounts } from "@/lib/accounts/delete-account";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";
import { expireHolds } from "@/lib/payments/expire-holds";
import { sweepInterruptedOrders } from "@/lib/payments/sweep-interrupted-orders";
import { sweepTransfers } from "@/lib/payouts/sweep-transfers";
import { sweepRefunds } from "@/lib/refunds/sweep-refunds";
import { sweepExpiredRecords } from "@/lib/sweepers/sweep-expired-records";

/** Runs the background sweeps in this process. Every step is conditional, so all instances may run them. */
export function startSweepers(): void {
  const run = async () => {
    try {
      const { undone, completed } = await sweepInterruptedOrders();
      if (undone > 0 || completed > 0) logger.info("finished interrupted orders", { undone, completed });
      const released = await expireHolds();
      if (released > 0) logger.info("released expired seat holds", { released });
      const refunds = await sweepRefunds();
      if (refunds.verified > 0 || refunds.cancellations > 0) logger.info("followed refunds", refunds);
      const transfers = await sweepTransfers();
      if (transfers > 0) logger.info("settled transfers by verify", { transfers });
      await sweepExpiredRecords();
      const erased = await sweepDeletedAccounts();
      if (erased > 0) logger.info("erased deleted accounts", { erased });
    } catch (error) {
      logger.error("sweep failed", { error });
    }
  };
  setInterval(run, getEnv().SWEEP_INTERVAL_SECONDS * 1000).unref();
  void run();
}
