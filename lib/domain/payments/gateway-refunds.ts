import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/platform/errors";
import { call } from "@/lib/domain/payments/paystack-client";

// Paystack sends some amounts as strings: read both.
export const koboAmount = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

export const gatewayRefund = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.string(), // pending | processing | processed | failed | needs-attention …
    amount: koboAmount.optional(),
    merchant_note: z.string().nullish(),
  })
  .loose();
export type GatewayRefund = z.infer<typeof gatewayRefund>;

const refundResponse = z.object({ status: z.literal(true), data: gatewayRefund });
const refundList = z.object({ status: z.literal(true), data: z.array(gatewayRefund) });

/** POST /refund: queues a refund of `amount` kobo of the charge `transaction` (its reference). */
export async function createGatewayRefund(input: { transaction: string; amount: number; note: string }): Promise<GatewayRefund> {
  const body = await call("/refund", {
    method: "POST",
    body: JSON.stringify({ transaction: input.transaction, amount: input.amount, currency: "NGN", merchant_note: input.note.slice(0, 200) }),
  });
  const parsed = refundResponse.safeParse(body);
  if (!parsed.success) throw new ApiError("unavailable", "The payment service answered the refund unexpectedly.");
  return parsed.data.data;
}

/** GET /refund/{id}: the refund's current status. */
export async function fetchGatewayRefund(id: string): Promise<GatewayRefund> {
  const parsed = refundResponse.safeParse(await call(`/refund/${encodeURIComponent(id)}`));
  if (!parsed.success) throw new ApiError("unavailable", "The payment service answered the refund unexpectedly.");
  return parsed.data.data;
}

/**
 * GET /refund?transaction=: the refunds the gateway holds for one charge (the newest 100), so a
 * refund whose acceptance we never heard of can be found before it is sent again.
 */
export async function listGatewayRefunds(transaction: string): Promise<GatewayRefund[]> {
  const parsed = refundList.safeParse(await call(`/refund?transaction=${encodeURIComponent(transaction)}&perPage=100`));
  if (!parsed.success) throw new ApiError("unavailable", "The payment service answered the refund list unexpectedly.");
  return parsed.data.data;
}
