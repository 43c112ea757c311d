import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/platform/errors";
import { fail, ok } from "@/lib/api/respond";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { isWhatsappSignature } from "@/lib/domain/messages/channels/whatsapp-signature";
import { recordProviderReport } from "@/lib/domain/messages/sender/provider-reports";
import { whatsappReports } from "@/lib/domain/messages/sender/parse-reports";

const MAX_BYTES = 256 * 1024;

// GET /api/v1/webhooks/whatsapp — Meta's subscription check: echo the challenge when the verify token matches
export function GET(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("hub.verify_token") ?? "";
  const expected = getEnv().WHATSAPP_VERIFY_TOKEN ?? "";
  const matches = expected.length > 0 && token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected));
  if (url.searchParams.get("hub.mode") !== "subscribe" || !matches) return fail(new ApiError("forbidden", "Verify token does not match"));
  return new Response(url.searchParams.get("hub.challenge") ?? "", { status: 200, headers: { "content-type": "text/plain" } });
}

// POST /api/v1/webhooks/whatsapp — message statuses, signed with the app secret (X-Hub-Signature-256)
export async function POST(request: Request) {
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return fail(new ApiError("payload_too_large", "Webhook body too large"));
  if (!isWhatsappSignature(raw, request.headers.get("x-hub-signature-256"), getEnv().WHATSAPP_APP_SECRET)) {
    logger.warn("WhatsApp callback with a bad signature refused");
    return fail(new ApiError("unauthorized", "Invalid signature"));
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return fail(new ApiError("bad_request", "The webhook body is not valid JSON"));
  }
  let recorded = 0;
  for (const report of whatsappReports(payload)) if (await recordProviderReport(report)) recorded += 1;
  return ok({ recorded });
}
