import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { fail, ok } from "@/lib/api/respond";
import { logger } from "@/lib/logger";
import { settlePayment } from "@/lib/payments/fulfil-order";
import { gatewayConfig } from "@/lib/payments/gateway-config";
import { verifiedTransaction } from "@/lib/payments/paystack-client";
import { isValidSignature } from "@/lib/payments/signature";

const chargeEvent = z.object({ event: z.string(), data: verifiedTransaction.loose() });
const MAX_BYTES = 256 * 1024;

// POST /api/v1/webhooks/paystack — signed charge events from the gateway; answered 200 once handled
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
  const parsed = chargeEvent.safeParse(payload);
  if (!parsed.success) return fail(new ApiError("bad_request", "Unrecognised webhook payload"));
  if (parsed.data.event !== "charge.success") return ok(null, "Ignored");
  try {
    const result = await settlePayment(parsed.data.data.reference, parsed.data.data);
    return ok(result, result.message);
  } catch (error) {
    // Unknown references are acknowledged so the gateway stops retrying; real faults are retried.
    if (error instanceof ApiError && error.status === 404) return ok(null, "Unknown reference");
    logger.error("webhook handling failed", { reference: parsed.data.data.reference, error });
    return fail(new ApiError("internal_error", "Webhook not processed"));
  }
}
