import { callApi } from "@/lib/browser/call-api";
import { openCheckout } from "@/components/payments/open-checkout";
import type { PaymentChannel } from "@/lib/domain/payments/channels";

/**
 * Starts paying for a pending ticket order: POST /api/v1/payment/{orderId}, then the payment page.
 * With the channel the buyer chose, the checkout offers only that one (and holds the seats for as
 * long as it takes).
 */
export async function payForOrder(orderId: string, channel?: PaymentChannel): Promise<boolean> {
  const path = `/api/v1/payment/${encodeURIComponent(orderId)}`;
  return openCheckout(await callApi(path, channel ? { method: "POST", body: { channel } } : { method: "POST" }));
}
