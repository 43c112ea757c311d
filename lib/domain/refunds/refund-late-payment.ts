import "server-only";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { logger } from "@/lib/platform/logger";
import { sendRefund } from "@/lib/domain/refunds/send-refund";
import { Refund } from "@/models/Refund";
import type { LeanOrder } from "@/models/Order";

/**
 * Sends back a payment that bought nothing (it arrived after its hold ended and the seats were
 * gone, or for the wrong amount). The refund's reference derives from the order's, so its unique
 * index makes this happen once however many times the payment is reported.
 */
export async function refundLatePayment(order: LeanOrder, amountKobo: number, reason: string): Promise<void> {
  if (amountKobo <= 0) return;
  let refund;
  try {
    refund = await Refund.create({
      reference: `rf-late-${order.reference}`,
      order: order._id,
      event: order.event,
      kind: "late_payment",
      transactionReference: order.reference,
      amountKobo,
      reason,
    });
  } catch (error) {
    if (isDuplicateKey(error)) return;
    throw error;
  }
  const status = await sendRefund({ _id: refund._id, reference: refund.reference, transactionReference: order.reference, amountKobo, reason });
  logger.info("late payment refunded automatically", { reference: order.reference, status });
}
