import { toast } from "@/components/ui/use-toast";

const CHECKOUT_FAILED = "We could not open the payment page. Please try again.";

type CheckoutResponse = { ok: boolean; message: string; data?: unknown };

/**
 * The payment page named by a checkout answer's `data.checkout_url`, if it is a web address
 * (never a javascript: URL). Read by hand: this runs on the landing page, which does not ship zod.
 */
function checkoutUrl(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("checkout_url" in data)) return null;
  const value = (data as { checkout_url: unknown }).checkout_url;
  if (typeof value !== "string" || !value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Goes to the payment page of a successful checkout answer, showing the server's message first.
 * False, after an error toast, when the response is not one.
 */
export function openCheckout(response: CheckoutResponse): boolean {
  const url = response.ok ? checkoutUrl(response.data) : null;
  if (!url) {
    toast.error(!response.ok && response.message ? response.message : CHECKOUT_FAILED);
    return false;
  }
  if (response.message) toast.success(response.message);
  window.location.assign(url);
  return true;
}
