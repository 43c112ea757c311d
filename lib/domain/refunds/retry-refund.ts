import "server-only";
import { isValidObjectId } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { sendRefund } from "@/lib/domain/refunds/send-refund";
import { eventAccess } from "@/lib/domain/access/event-permission";
import { Refund } from "@/models/Refund";

/** Sends a failed refund of an event the user may refund (owner, co-organiser, finance) to the gateway again. */
export async function retryRefund(userId: string, refundId: string) {
  await connectToDatabase();
  const refund = isValidObjectId(refundId) ? await Refund.findById(refundId).lean() : null;
  const access = refund?.event ? await eventAccess(userId, String(refund.event), "refund").catch(() => null) : null;
  if (!refund || !access) throw new ApiError("not_found", "Refund not found");
  if (refund.status !== "failed") throw new ApiError("conflict", `This refund is ${refund.status}; only a failed refund can be retried`);
  const status = await sendRefund({
    _id: refund._id,
    reference: refund.reference,
    transactionReference: refund.transactionReference,
    amountKobo: refund.amountKobo,
    reason: refund.reason,
  });
  if (status === "skipped") throw new ApiError("conflict", "This refund is already being retried");
  return { _id: String(refund._id), reference: refund.reference, status };
}
