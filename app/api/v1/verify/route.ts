import { verifyPaymentEndpoint } from "@/lib/api/contracts/tickets";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { findOrderByReference } from "@/lib/orders/get-buyer-order";
import { notFound } from "@/lib/api/errors";
import { settlePayment } from "@/lib/payments/fulfil-order";
import { verifyTransaction } from "@/lib/payments/paystack-client";

// GET /api/v1/verify?reference= — ask the gateway what happened and settle the order once
export const GET = withApi(verifyPaymentEndpoint, async ({ query }) => {
  if (!(await findOrderByReference(query.reference))) throw notFound("Payment");
  const result = await settlePayment(query.reference, await verifyTransaction(query.reference));
  return ok(result, result.message);
});
