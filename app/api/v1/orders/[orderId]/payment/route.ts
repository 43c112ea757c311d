import { paymentProgressEndpoint } from "@/lib/api/contracts/payments";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { notFound } from "@/lib/platform/errors";
import { paymentProgress } from "@/lib/domain/orders/payment-progress";

// GET /api/v1/orders/{orderId}/payment — where a ticket order's payment stands (public id only)
export const GET = withApi(paymentProgressEndpoint, async ({ params }) => {
  const progress = await paymentProgress(params.orderId);
  if (!progress) throw notFound("Order");
  const { state, heldUntil, method, order, ticketsPath } = progress;
  return ok({ state, heldUntil, method, amountKobo: order.amountKobo, ...(state === "paid" ? { ticketsUrl: ticketsPath } : {}) }, "Payment status");
});
