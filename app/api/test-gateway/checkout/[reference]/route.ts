import { after } from "next/server";
import { completeTestCheckout } from "@/lib/domain/payments/test-gateway/complete-test-checkout";
import { deliverTestWebhook } from "@/lib/domain/payments/test-gateway/webhook-delivery";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { isDatabaseUnreachable } from "@/lib/api/map-error";
import { checkoutUnavailable } from "@/lib/domain/payments/test-gateway/unavailable-page";

// POST /api/test-gateway/checkout/{reference} — the hosted TEST MODE page's Pay / Decline
export async function POST(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  if (!gatewayConfig().testMode) return new Response("Not found", { status: 404 });
  const form = await request.formData().catch(() => null);
  const outcome = form?.get("outcome");
  if (outcome !== "pay" && outcome !== "decline") return new Response("Choose Pay or Decline", { status: 400 });
  const { reference } = await params;
  let result: Awaited<ReturnType<typeof completeTestCheckout>>;
  try {
    result = await completeTestCheckout(reference, outcome);
  } catch (error) {
    // The database is down or restarting: a 503 page that says to press Pay again, not a 500.
    if (isDatabaseUnreachable(error)) return checkoutUnavailable();
    throw error;
  }
  if (!result) return new Response("Unknown transaction", { status: 404 });
  // Like Paystack, the webhook arrives on its own, racing the buyer's return to the callback.
  if (result.settled === "success") after(() => deliverTestWebhook(reference));
  return new Response(null, { status: 303, headers: { Location: result.redirectTo } });
}
