import { callApi } from "@/lib/browser/call-api";
import { openCheckout } from "@/components/payments/open-checkout";

/** Starts paying for a pending ticket order: POST /api/v1/payment/{orderId}, then the payment page. */
export async function payForOrder(orderId: string): Promise<boolean> {
  return openCheckout(await callApi(`/api/v1/payment/${encodeURIComponent(orderId)}`, { method: "POST" }));
}
