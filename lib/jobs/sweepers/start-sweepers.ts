import "server-only";
import { sweepDeletedAccounts } from "@/lib/domain/accounts/delete-account";
import { onDatabaseBack } from "@/lib/platform/database-status";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { expireHolds } from "@/lib/domain/orders/expire-holds";
import { reconcilePayments } from "@/lib/domain/orders/reconcile-payments";
import { sweepInterruptedOrders } from "@/lib/domain/orders/sweep-interrupted-orders";
import { sweepTestTransfers } from "@/lib/domain/payments/test-gateway/confirm-transfers";
import { sweepTestWebhooks } from "@/lib/domain/payments/test-gateway/webhook-delivery";
import { sweepTransfers } from "@/lib/domain/payouts/sweep-transfers";
import { sweepRefunds } from "@/lib/domain/refunds/sweep-refunds";
import { sweepExpiredRecords } from "@/lib/jobs/sweepers/sweep-expired-records";
import { sweepWaitlist } from "@/lib/domain/waitlist/sweep-waitlist";
import { sweepMessages } from "@/lib/domain/messages/sweep-messages";
import { sweepInterruptedTransfers } from "@/lib/domain/tickets/transfer/transfer-ticket";
import { sweepOverdueTeamRecords, sweepTeamRecords } from "@/lib/domain/team/team-record-sweep";

/**
 * Runs the background sweeps in this process. Every step is conditional, so all instances may run
 * them; within a process one sweep runs at a time (a slow one is not overlapped by the next).
 */
export function startSweepers(): void {
  let sweeping = false;
  // The first sweep runs as the server starts, perhaps before it listens: TEST MODE's webhooks to
  // itself wait for the next one.
  let starting = true;
  // A sweep asked for while one runs happens right after it (once), rather than not at all.
  let again = false;
  // Invitations and links that fell due while no process ran are swept once, by a range read.
  let overdueSwept = false;
  const run = async (): Promise<void> => {
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = true;
    try {
      // Buyers who paid come first: orders a crash left short of tickets, then payments due a check
      // at the gateway, then holds ending (each asks the gateway first), then TEST MODE's webhooks still due.
      const { undone, released, completed } = await sweepInterruptedOrders();
      if (undone > 0 || released > 0 || completed > 0) logger.info("finished interrupted orders", { undone, released, completed });
      // TEST MODE's transfers due to land land first, so the holds ending below see them paid.
      const landed = await sweepTestTransfers(new Date(), { deliver: !starting });
      if (landed > 0) logger.info("landed test transfers", { landed });
      const reconciled = await reconcilePayments();
      if (reconciled.settled > 0 || reconciled.extended > 0) logger.info("reconciled payments with the gateway", reconciled);
      const expired = await expireHolds();
      if (expired > 0) logger.info("released expired seat holds", { expired });
      const waitlist = await sweepWaitlist(); // offers out settled on time; offers made where seats and people meet
      if (waitlist.settled > 0 || waitlist.offers > 0) logger.info("moved the waitlist on", waitlist);
      const webhooks = starting ? 0 : await sweepTestWebhooks();
      if (webhooks > 0) logger.info("delivered test webhooks again", { webhooks });
      const refunds = await sweepRefunds();
      if (refunds.verified > 0 || refunds.cancellations > 0) logger.info("followed refunds", refunds);
      const transfers = await sweepTransfers();
      if (transfers > 0) logger.info("settled transfers by verify", { transfers });
      await sweepMessages();
      const passedOn = await sweepInterruptedTransfers();
      if (passedOn > 0) logger.info("finished ticket transfers a crash cut short", { passedOn });
      await sweepExpiredRecords();
      // Invitations and check-in links past their grace period: those due today by an indexed equality.
      const teamRecords = overdueSwept ? await sweepTeamRecords() : await sweepOverdueTeamRecords();
      overdueSwept = true;
      if (teamRecords > 0) logger.info("removed expired invitations and check-in links", { teamRecords });
      const erased = await sweepDeletedAccounts();
      if (erased > 0) logger.info("erased deleted accounts", { erased });
    } catch (error) {
      logger.error("sweep failed", { error });
    } finally {
      sweeping = false;
      starting = false;
    }
    if (again) {
      again = false;
      await run();
    }
  };
  setInterval(run, getEnv().SWEEP_INTERVAL_SECONDS * 1000).unref();
  void run();
  // After a crash — of this process (a start) or of the database (it is back) — what the crash
  // interrupted counts as interrupted once it has sat for ORDER_SETTLE_SECONDS: sweep again then,
  // rather than a whole interval later.
  const soon = () => setTimeout(run, (getEnv().ORDER_SETTLE_SECONDS + 1) * 1000).unref();
  soon();
  onDatabaseBack(soon);
}
