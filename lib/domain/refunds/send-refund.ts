import "server-only";
import { logger } from "@/lib/platform/logger";
import { createGatewayRefund, listGatewayRefunds, type GatewayRefund } from "@/lib/domain/payments/gateway-refunds";
import { applyRefundStatus } from "@/lib/domain/refunds/apply-refund-status";
import { crashPoint } from "@/lib/platform/crash-point";
import { Refund } from "@/models/Refund";

export type RefundRecord = { _id: unknown; reference: string; transactionReference: string; amountKobo: number; reason?: string | null };

/** The gateway keeps this note with the refund: it starts with our reference, so the refund can be found again. */
const merchantNote = (refund: RefundRecord) => `${refund.reference} ${refund.reason ?? ""}`.trim().slice(0, 200);

/**
 * Hands a refund to the gateway. The record is claimed first (preparing | failed → pending, one
 * conditional update), so two retries of one refund never send it twice. A refund sent before (it
 * failed, or a crash lost the gateway's response) is looked up at the gateway by our reference
 * first, and only sent if the gateway does not have it. A refusal leaves it "failed" with the
 * gateway's sentence, for the organiser to retry.
 */
export async function sendRefund(refund: RefundRecord): Promise<"pending" | "failed" | "skipped"> {
  const claimed = await Refund.findOneAndUpdate(
    { _id: refund._id, status: { $in: ["preparing", "failed"] } },
    { $set: { status: "pending" }, $unset: { note: 1 } },
    { returnDocument: "before" },
  ).lean();
  if (!claimed) return "skipped";
  try {
    const earlier = claimed.status === "failed" ? await findAtGateway(refund) : undefined;
    const response =
      earlier ?? (await createGatewayRefund({ transaction: refund.transactionReference, amount: refund.amountKobo, note: merchantNote(refund) }));
    crashPoint("after-gateway-refund");
    await Refund.updateOne({ _id: refund._id }, { $set: { providerId: response.id } });
    await applyRefundStatus({ _id: refund._id }, response.status);
    return "pending";
  } catch (error) {
    logger.error("refund not accepted by the gateway", { reference: refund.reference, error });
    const note = error instanceof Error ? error.message.slice(0, 300) : "The payment service refused the refund";
    await Refund.updateOne({ _id: refund._id, status: "pending", providerId: { $exists: false } }, { $set: { status: "failed", note } });
    return "failed";
  }
}

/** The gateway's live record of this refund, if an earlier attempt reached it (a failed one does not count). */
async function findAtGateway(refund: RefundRecord): Promise<GatewayRefund | undefined> {
  const held = await listGatewayRefunds(refund.transactionReference);
  return held.find((candidate) => candidate.status !== "failed" && candidate.merchant_note?.startsWith(refund.reference));
}
