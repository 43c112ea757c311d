import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { fetchGatewayRefund } from "@/lib/domain/payments/gateway-refunds";
import { applyRefundStatus } from "@/lib/domain/refunds/apply-refund-status";
import { refundCancelledEvent } from "@/lib/domain/refunds/refund-cancelled-event";
import { Event } from "@/models/Event";
import { Refund } from "@/models/Refund";

const BATCH = 100;
/** A refund the webhook has not settled after this long is asked about directly. */
const VERIFY_AFTER_MS = 2 * 60_000;
/** Claimed but never accepted by the gateway (a crash mid-call): shown as failed, for a retry. */
const UNSENT_AFTER_MS = 10 * 60_000;

/** Follows refunds the webhook has not settled, and finishes cancellations still refunding. */
export async function sweepRefunds(now = new Date()): Promise<{ verified: number; cancellations: number }> {
  await connectToDatabase();
  let verified = 0;
  const open = await Refund.find({ status: { $in: ["pending", "processing"] }, updatedAt: { $lte: new Date(now.getTime() - VERIFY_AFTER_MS) } })
    .limit(BATCH)
    .lean();
  for (const refund of open) {
    try {
      if (!refund.providerId) {
        if ((refund.updatedAt?.getTime() ?? 0) <= now.getTime() - UNSENT_AFTER_MS) {
          await Refund.updateOne(
            { _id: refund._id, status: "pending", providerId: { $exists: false } },
            { $set: { status: "failed", note: "The payment service never confirmed this refund" } },
          );
        }
        continue;
      }
      const response = await fetchGatewayRefund(refund.providerId);
      if (await applyRefundStatus({ _id: refund._id }, response.status)) verified += 1;
      else await Refund.updateOne({ _id: refund._id }, { $set: { updatedAt: now } }); // ask again later, not every sweep
    } catch (error) {
      logger.warn("refund status check failed", { reference: refund.reference, error });
    }
  }
  const cancelled = await Event.find({ cancellationRefunds: "due" }, { _id: 1 }).limit(20).lean();
  let cancellations = 0;
  for (const event of cancelled) cancellations += await refundCancelledEvent(String(event._id));
  return { verified, cancellations };
}
