import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { postTestEvent } from "@/lib/domain/payments/test-gateway/send-test-event";
import { readTestTransaction } from "@/lib/domain/payments/test-gateway/transactions";
import { TestTransaction } from "@/models/TestTransaction";

/**
 * Paystack's schedule for a webhook our server did not answer with a 2xx (live mode): again every
 * 3 minutes for the first 4 tries, then hourly for the next 72 hours. TEST MODE follows it, so a
 * crash before the webhook is recovered the way it will be in production.
 */
const QUICK_TRIES = 4;
const QUICK_DELAY_MS = 3 * 60_000;
const HOURLY_TRIES = 72;
const HOUR_MS = 60 * 60_000;

/** The wait after attempt `attempt` (1 = the first send), or null when Paystack would give up. */
export function nextWebhookDelayMs(attempt: number): number | null {
  if (attempt <= QUICK_TRIES) return QUICK_DELAY_MS;
  if (attempt <= QUICK_TRIES + HOURLY_TRIES) return HOUR_MS;
  return null;
}

/** A paid TEST MODE charge's webhook becomes due now (written with the success itself). */
export const WEBHOOK_DUE_NOW = () => ({ webhook: "due" as const, webhookNextAt: new Date() });

/**
 * Sends the `charge.success` webhook of one charge if an attempt is due, as Paystack would:
 * signed with the test secret. The attempt is claimed first (the next one scheduled in the same
 * conditional update), so instances and retries never send it twice at once; a 2xx ends it.
 */
export async function deliverTestWebhook(reference: string, now = new Date()): Promise<boolean> {
  await connectToDatabase();
  const claimed = await TestTransaction.findOneAndUpdate(
    { reference, webhook: "due", status: "success", webhookNextAt: { $lte: now } },
    { $inc: { webhookAttempts: 1 }, $set: { webhookNextAt: new Date(now.getTime() + QUICK_DELAY_MS) } },
    { returnDocument: "after" },
  ).lean();
  if (!claimed) return false;
  const delivered = await post(reference);
  const delay = nextWebhookDelayMs(claimed.webhookAttempts);
  if (delivered || delay == null) {
    await TestTransaction.updateOne({ reference }, { $unset: { webhook: 1, webhookNextAt: 1 } });
    if (!delivered) logger.warn("test webhook given up after Paystack's last retry", { reference });
  } else {
    await TestTransaction.updateOne({ reference, webhook: "due" }, { $set: { webhookNextAt: new Date(now.getTime() + delay) } });
  }
  return delivered;
}

/** Every due webhook, retried on the schedule above (the sweepers call this in TEST MODE). */
export async function sweepTestWebhooks(now = new Date()): Promise<number> {
  if (!gatewayConfig().testMode) return 0;
  await connectToDatabase();
  const due = await TestTransaction.find({ webhook: "due" }, { reference: 1, webhookNextAt: 1 }).limit(100).lean();
  let delivered = 0;
  for (const transaction of due) {
    if (transaction.webhookNextAt && transaction.webhookNextAt > now) continue;
    if (await deliverTestWebhook(transaction.reference, now)) delivered += 1;
  }
  return delivered;
}

async function post(reference: string): Promise<boolean> {
  const data = await readTestTransaction(reference);
  return data ? postTestEvent("charge.success", data) : true;
}
