import "server-only";
import { logger } from "@/lib/platform/logger";
import { sweepScheduledMessages } from "@/lib/domain/messages/dispatch-message";
import { sweepReminders } from "@/lib/domain/messages/reminders/sweep-reminders";
import { sweepDeliveries } from "@/lib/domain/messages/sender/sweep-deliveries";

/** The messages' background work: scheduled messages whose time came, reminders due, then every delivery due (new, retried, or left by a crash). */
export async function sweepMessages(now = new Date()): Promise<void> {
  const scheduled = await sweepScheduledMessages(now);
  const reminders = await sweepReminders(now);
  const deliveries = await sweepDeliveries(now);
  if (scheduled > 0 || reminders > 0 || deliveries.sent > 0 || deliveries.failed > 0)
    logger.info("sent messages", { scheduled, reminders, ...deliveries });
}
