import "server-only";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { refundProcessedEmail } from "@/lib/domain/mail/refund-templates";
import { Event } from "@/models/Event";
import { Order } from "@/models/Order";
import { Refund, type RefundDoc } from "@/models/Refund";

type Status = "pending" | "processing" | "processed" | "failed";

// Forward moves only: a replayed or late event can never undo a final state.
const FROM: Record<Status, RefundDoc["status"][]> = {
  pending: [],
  processing: ["pending"],
  processed: ["pending", "processing"],
  failed: ["pending", "processing"],
};

/** Maps what the gateway says (refund.* event suffix or refund status) to ours; null for states we wait through. */
export function refundStatusOf(gatewayStatus: string): Status | null {
  if (gatewayStatus === "processed") return "processed";
  if (gatewayStatus === "failed") return "failed";
  if (gatewayStatus === "processing") return "processing";
  if (gatewayStatus === "pending") return "pending";
  return null;
}

/**
 * Moves one refund to the gateway's status, once (a conditional update keyed by the refund), and
 * does what follows exactly once: a processed refund tells the buyer. An order refunded in full
 * before it had tickets (a late payment) is marked refunded first, so a crash between the two writes
 * leaves the refund unmoved and the gateway's retry finishes both. Answers whether it moved.
 */
export async function applyRefundStatus(filter: Record<string, unknown>, gatewayStatus: string): Promise<boolean> {
  const status = refundStatusOf(gatewayStatus);
  if (!status || FROM[status].length === 0) return false;
  if (status === "processed") await markLatePaymentRefunded({ ...filter, status: { $in: FROM[status] } });
  const refund = await Refund.findOneAndUpdate(
    { ...filter, status: { $in: FROM[status] } },
    {
      $set: {
        status,
        ...(status === "processed" ? { processedAt: new Date() } : {}),
        ...(status === "failed" ? { note: "The payment provider could not complete the refund" } : {}),
      },
    },
    { returnDocument: "after" },
  ).lean<RefundDoc>();
  if (!refund) return false;
  if (status === "processed") await tellBuyer(refund);
  return true;
}

async function markLatePaymentRefunded(refundFilter: Record<string, unknown>) {
  const refund = await Refund.findOne({ ...refundFilter, kind: "late_payment" }, { order: 1 }).lean<Pick<RefundDoc, "order">>();
  if (refund) await Order.updateOne({ _id: refund.order, status: "refund_due" }, { $set: { status: "refunded" } });
}

async function tellBuyer(refund: { order: unknown; event?: unknown; amountKobo: number; transactionReference: string }) {
  const [order, event] = await Promise.all([
    Order.findById(refund.order, { email: 1, fullName: 1 }).lean(),
    refund.event ? Event.findById(refund.event, { eventTitle: 1 }).lean() : null,
  ]);
  if (!order?.email) return;
  const mail = refundProcessedEmail({
    fullname: order.fullName ?? "",
    eventTitle: event?.eventTitle ?? "your event",
    amountKobo: refund.amountKobo,
    reference: refund.transactionReference,
  });
  await sendMail({ to: order.email, ...mail }).catch((error: unknown) => logger.error("refund processed mail failed", { error }));
}
