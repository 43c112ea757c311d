import "server-only";
import { z } from "zod";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { settlePayment } from "@/lib/domain/orders/settle-payment";
import { koboAmount } from "@/lib/domain/payments/gateway-refunds";
import { verifiedTransaction } from "@/lib/domain/payments/paystack-client";
import { applyTransferStatus } from "@/lib/domain/payouts/apply-transfer-status";
import { applyRefundStatus } from "@/lib/domain/refunds/apply-refund-status";

const envelope = z.object({ event: z.string(), data: z.record(z.string(), z.unknown()) });

const refundData = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String).optional(),
    transaction_reference: z.string().optional(),
    transaction: z.object({ reference: z.string() }).loose().optional(),
    amount: koboAmount.optional(),
  })
  .loose();

// Paystack's transfer events; `gateway_response`, when present, is the bank's reason for a failure.
const transferData = z.object({ reference: z.string(), gateway_response: z.string().max(300).optional().catch(undefined) }).loose();

export type WebhookOutcome = { handled: boolean; message: string; data?: unknown };

/**
 * One handler per event type, each idempotent on the provider's reference (the state changes are
 * conditional updates). Unknown event types are acknowledged and logged, so the gateway stops
 * resending them. Throws only for faults worth a retry.
 */
export async function handleWebhook(payload: unknown): Promise<WebhookOutcome | null> {
  const parsed = envelope.safeParse(payload);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  await connectToDatabase();

  if (event === "charge.success") {
    const charge = verifiedTransaction.loose().safeParse(data);
    if (!charge.success) return null;
    const result = await settlePayment(charge.data.reference, charge.data);
    return { handled: true, message: result.message, data: result };
  }
  if (event.startsWith("refund.")) {
    const refund = refundData.safeParse(data);
    if (!refund.success) return null;
    const moved = await applyRefundEvent(event.slice("refund.".length), refund.data);
    return { handled: true, message: moved ? "Refund updated" : "Refund already up to date" };
  }
  if (event.startsWith("transfer.")) {
    const transfer = transferData.safeParse(data);
    if (!transfer.success) return null;
    const moved = await applyTransferStatus(transfer.data.reference, event.slice("transfer.".length), transfer.data.gateway_response);
    return { handled: true, message: moved ? "Payout updated" : "Payout already up to date" };
  }
  logger.info("webhook event type not handled", { event });
  return { handled: false, message: "Ignored" };
}

/** By the gateway's refund id when we have it; else by the charge and amount of a refund still open. */
async function applyRefundEvent(status: string, data: z.output<typeof refundData>): Promise<boolean> {
  if (data.id && (await applyRefundStatus({ providerId: data.id }, status))) return true;
  const transactionReference = data.transaction_reference ?? data.transaction?.reference;
  if (!transactionReference) return false;
  return applyRefundStatus({ transactionReference, ...(data.amount !== undefined ? { amountKobo: data.amount } : {}) }, status);
}
