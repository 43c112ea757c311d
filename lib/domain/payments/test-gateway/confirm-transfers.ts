import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { WEBHOOK_DUE_NOW, deliverTestWebhook } from "@/lib/domain/payments/test-gateway/webhook-delivery";
import { TestTransaction } from "@/models/TestTransaction";

/** Landings this soon get a timer in this process too; later ones wait for the sweep. */
const TIMER_LIMIT_MS = 5 * 60_000;
/** A timer may fire a moment before its time by the database's clock; it waits this much longer. */
const TIMER_MARGIN_MS = 50;

/**
 * Lands one transfer (or USSD payment) whose time has come: `success`, paid when it was due to land,
 * with the charge.success webhook due exactly as Pay makes it. A conditional update on the landing
 * time read, so instances, timers and sweeps land it once.
 */
export async function confirmTestTransfer(reference: string, now = new Date()): Promise<boolean> {
  await connectToDatabase();
  const due = await TestTransaction.findOne({ reference, confirm: "due", status: "pending" }, { confirmAt: 1 }).lean();
  if (!due?.confirmAt || due.confirmAt > now) return false;
  const landed = await TestTransaction.updateOne(
    { reference, confirm: "due", status: "pending", confirmAt: due.confirmAt },
    { $set: { status: "success", paidAt: due.confirmAt, ...WEBHOOK_DUE_NOW() }, $unset: { confirm: 1 } },
  );
  return landed.modifiedCount === 1;
}

/** Lands a transfer and sends its webhook now; any failure is left to the sweeps. */
async function land(reference: string, now: Date, deliver: boolean): Promise<boolean> {
  if (!(await confirmTestTransfer(reference, now))) return false;
  // Due from the moment it landed (a little after `now`): sent as of the clock now, not `now`.
  if (deliver) await deliverTestWebhook(reference, new Date(Math.max(Date.now(), now.getTime())));
  return true;
}

/**
 * Every transfer due to land (the sweepers call this in TEST MODE, next to the webhooks). While the
 * server is starting its webhooks to itself cannot arrive yet: `deliver: false` leaves them due.
 */
export async function sweepTestTransfers(now = new Date(), { deliver = true }: { deliver?: boolean } = {}): Promise<number> {
  if (!gatewayConfig().testMode) return 0;
  await connectToDatabase();
  const due = await TestTransaction.find({ confirm: "due" }, { reference: 1, confirmAt: 1 }).sort({ confirmAt: 1 }).limit(100).lean();
  let landed = 0;
  for (const transaction of due) {
    if (!transaction.confirmAt || transaction.confirmAt > now) continue;
    if (await land(transaction.reference, now, deliver)) landed += 1;
  }
  return landed;
}

/** A landing due soon also gets a timer here, so a 10-second transfer lands in about 10 seconds, not at the next sweep. */
export function scheduleTransferLanding(reference: string, landsAt: Date): void {
  const wait = landsAt.getTime() - Date.now();
  if (wait > TIMER_LIMIT_MS) return;
  setTimeout(
    () => {
      land(reference, new Date(), true).catch((error: unknown) => logger.warn("test transfer not landed yet; the sweep will", { reference, error }));
    },
    Math.max(0, wait) + TIMER_MARGIN_MS,
  ).unref();
}
