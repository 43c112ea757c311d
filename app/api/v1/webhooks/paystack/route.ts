import { ApiError } from "@/lib/platform/errors";
import { fail, ok } from "@/lib/api/respond";
import { readSignedWebhook } from "@/lib/api/signed-webhook";
import { logger } from "@/lib/platform/logger";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { isValidSignature } from "@/lib/domain/payments/signature";
import { handleWebhook } from "@/lib/domain/payments/webhooks/handle-webhook";

// POST /api/v1/webhooks/paystack — every signed gateway event (charge, refund, transfer); 200 once handled
export async function POST(request: Request) {
  // The signature covers the raw bytes: checked before anything is parsed.
  const read = await readSignedWebhook(
    request,
    (raw) => isValidSignature(raw, request.headers.get("x-paystack-signature"), gatewayConfig().secretKey),
    "Paystack",
  );
  if ("refusal" in read) return read.refusal;
  const { payload } = read;
  try {
    const outcome = await handleWebhook(payload);
    if (!outcome) return fail(new ApiError("bad_request", "Unrecognised webhook payload"));
    return ok(outcome.data ?? null, outcome.message);
  } catch (error) {
    // Unknown references are acknowledged so the gateway stops retrying; real faults are retried.
    if (error instanceof ApiError && error.status === 404) return ok(null, "Unknown reference");
    logger.error("webhook handling failed", { error });
    return fail(new ApiError("internal_error", "Webhook not processed"));
  }
}
