import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { sendOnChannel } from "@/lib/domain/messages/channels/send-on-channel";
import { ChannelError, type Channel, type MessageKind } from "@/lib/domain/messages/channels/types";
import { retryDelayMs, SEND_LEASE_MS } from "@/lib/domain/messages/sender/backoff";
import { MessageDelivery, type DeliveryStatus } from "@/models/MessageDelivery";

export type SweepOutcome = { sent: number; retried: number; failed: number };

const BATCH = 100;
const PARALLEL = 8;

type Claimed = {
  _id: unknown;
  organiser: unknown;
  kind: MessageKind;
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  params?: string[] | null;
  attempts: number;
};

/**
 * Claims one delivery that is due: queued and due, or sending with a lapsed claim (its sender
 * crashed). The claim is one conditional update, so of several processes one sends it.
 */
async function claim(id: unknown, from: DeliveryStatus, now: Date): Promise<Claimed | null> {
  return MessageDelivery.findOneAndUpdate(
    { _id: id, status: from, nextAttemptAt: { $lte: now } },
    { $set: { status: "sending", nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) }, $inc: { attempts: 1 } },
    // No projection: FerretDB refuses one on findAndModify (docs/database.md).
    { returnDocument: "after" },
  ).lean<Claimed>();
}

async function sendClaimed(delivery: Claimed, now: Date, maxAttempts: number): Promise<keyof SweepOutcome> {
  const mine = { _id: delivery._id, status: "sending" as const, attempts: delivery.attempts };
  try {
    const receipt = await sendOnChannel(delivery.channel, {
      to: delivery.to,
      kind: delivery.kind,
      subject: delivery.subject,
      text: delivery.text,
      html: delivery.html ?? undefined,
      params: delivery.params ?? [],
      senderId: String(delivery.organiser),
    });
    await MessageDelivery.updateOne(mine, { $set: { status: "sent", sentAt: new Date(), providerId: receipt.providerId }, $unset: { lastError: 1 } });
    return "sent";
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const permanent = error instanceof ChannelError && error.permanent;
    if (permanent || delivery.attempts >= maxAttempts) {
      await MessageDelivery.updateOne(mine, { $set: { status: "failed", failedAt: new Date(), lastError: reason } });
      logger.warn("message delivery failed", { channel: delivery.channel, attempts: delivery.attempts, reason });
      return "failed";
    }
    await MessageDelivery.updateOne(mine, {
      $set: { status: "queued", lastError: reason, nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)) },
    });
    return "retried";
  }
}

/**
 * Sends the deliveries that are due, each once across processes: queued ones whose time came, and
 * those whose sender crashed mid-send. A failed try waits longer each time (1, 2, 4… minutes) and
 * after MESSAGE_MAX_ATTEMPTS tries, or a refusal no retry can help, the delivery is failed.
 */
export async function sweepDeliveries(now = new Date()): Promise<SweepOutcome> {
  await connectToDatabase();
  const maxAttempts = getEnv().MESSAGE_MAX_ATTEMPTS;
  const outcome: SweepOutcome = { sent: 0, retried: 0, failed: 0 };
  for (const from of ["queued", "sending"] as const) {
    for (;;) {
      const due = await MessageDelivery.find({ status: from, nextAttemptAt: { $lte: now } }, { _id: 1 })
        .limit(BATCH)
        .lean();
      if (due.length === 0) break;
      let claimedAny = false;
      for (let start = 0; start < due.length; start += PARALLEL) {
        const results = await Promise.all(
          due.slice(start, start + PARALLEL).map(async ({ _id }) => {
            const claimed = await claim(_id, from, now);
            return claimed ? sendClaimed(claimed, now, maxAttempts) : null;
          }),
        );
        for (const result of results) {
          if (!result) continue;
          claimedAny = true;
          outcome[result] += 1;
        }
      }
      // Another process took this batch; what remains is its to send.
      if (!claimedAny || due.length < BATCH) break;
    }
  }
  return outcome;
}
