import { verifyPaymentEndpoint } from "@/lib/api/contracts/payments";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { verifyPayment } from "@/lib/domain/orders/verify-payment";

// GET /api/v1/verify?reference= — ask the gateway what happened and settle the order once
export const GET = withApi(verifyPaymentEndpoint, async ({ query }) => {
  const result = await verifyPayment(query.reference);
  return ok(result, result.message);
});
