import { paymentEndpoint } from "@/lib/api/contracts/payments";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { startCheckout } from "@/lib/domain/orders/start-checkout";

// POST /api/v1/payment/{orderId} — start checkout; answers data.checkout_url
export const POST = withApi(paymentEndpoint, async ({ caller, params, body }) =>
  ok(await startCheckout(params.orderId, caller?.userId ?? null, body), "Redirecting you to checkout"),
);
