import "server-only";
import { logger } from "@/lib/logger";
import { createGatewayRefund } from "@/lib/payments/gateway-refunds";
import { applyRefundStatus } from "@/lib/refunds/apply-refund-status";
import { Refund } from "@/models/Refund";

export type RefundRecord = { _id: unknown; reference: string; transactionReference: string; amountKobo: number; reason?: string | null };

/**
 * Hands a refund to the gateway. The record is claimed first (preparing | failed → pending, one
 * conditional update), so two retries of one refund never send it twice. A refusal leaves it
 * "failed" with the gateway's sentence, for the organiser to retry.
 */
export async function sendRefund(refund: RefundRecord): Promise<"pending" | "failed" | "skipped"> {
  const claimed = await Refund.updateOne({ _id: refund._id, status: { $in: ["preparing", "failed"] } }, { $set: { status: "pending" }, $unset: { note: 1 } });
  if (claimed.modifiedCount !== 1) return "skipped";
  try {
    const answer = await createGatewayRefund({ transaction: refund.transactionReference, amount: refund.amountKobo, note: refund.reason || refund.reference });
    await Refund.updateOne({ _id: refund._id }, { $set: { providerId: answer.id } });
    await applyRefundStatus({ _id: refund._id }, answer.status);
    return "pending";
  } catch (error) {
    logger.error("refund not accepted by the gateway", { reference: refund.reference, error });
    const note = error instanceof Error ? error.message.slice(0, 300) : "The payment service refused the refund";
    await Refund.updateOne({ _id: refund._id, status: "pending", providerId: { $exists: false } }, { $set: { status: "failed", note } });
    return "failed";
  }
}
