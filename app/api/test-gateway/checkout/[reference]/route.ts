import { after } from "next/server";
import { actOnTestCheckout, checkoutAction } from "@/lib/domain/payments/test-gateway/checkout-action";
import { deliverTestWebhook } from "@/lib/domain/payments/test-gateway/webhook-delivery";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { isDatabaseUnreachable } from "@/lib/api/map-error";
import { checkoutUnavailable } from "@/lib/domain/payments/test-gateway/unavailable-page";

// POST /api/test-gateway/checkout/{reference} — a press on the hosted TEST MODE page: Pay, Decline,
// Abandon, Bank transfer or USSD, and "I've sent the money"
export async function POST(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  if (!gatewayConfig().testMode) return new Response("Not found", { status: 404 });
  const form = await request.formData().catch(() => null);
  const parsed = checkoutAction.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success) return new Response("Choose a way to pay, then Pay, Decline or Abandon", { status: 400 });
  const { reference } = await params;
  let result: Awaited<ReturnType<typeof actOnTestCheckout>>;
  try {
    result = await actOnTestCheckout(reference, parsed.data);
  } catch (error) {
    // The database is down or restarting: a 503 page that says to press again, not a 500.
    if (isDatabaseUnreachable(error)) return checkoutUnavailable();
    throw error;
  }
  if (!result) return new Response("Unknown transaction", { status: 404 });
  if ("refused" in result) return new Response(result.refused, { status: 400 });
  // Like Paystack, the webhook arrives on its own, racing the buyer's return to the callback.
  if (result.settled === "success") after(() => deliverTestWebhook(reference));
  return new Response(null, { status: 303, headers: { Location: result.redirectTo } });
}
