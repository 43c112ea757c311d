import { ApiError } from "@/lib/platform/errors";
import { fail, ok } from "@/lib/api/respond";
import { logger } from "@/lib/platform/logger";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { isValidSignature } from "@/lib/domain/payments/signature";
import { handleWebhook } from "@/lib/domain/payments/webhooks/handle-webhook";

const MAX_BYTES = 256 * 1024;

// POST /api/v1/webhooks/paystack — every signed gateway event (charge, refund, transfer); 200 once handled
export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return fail(new ApiError("payload_too_large", "Webhook body too large"));
  // The signature covers the raw bytes: check it before parsing anything.
  if (!isValidSignature(raw, request.headers.get("x-paystack-signature"), gatewayConfig().secretKey)) {
    logger.warn("webhook with a bad signature refused");
    return fail(new ApiError("unauthorized", "Invalid signature"));
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return fail(new ApiError("bad_request", "The webhook body is not valid JSON"));
  }
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
