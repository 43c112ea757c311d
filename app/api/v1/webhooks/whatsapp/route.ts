import { sameSecret } from "@/lib/platform/same-secret";
import { ApiError } from "@/lib/platform/errors";
import { fail, ok } from "@/lib/api/respond";
import { readSignedWebhook } from "@/lib/api/signed-webhook";
import { getEnv } from "@/lib/platform/env";
import { isWhatsappSignature } from "@/lib/domain/messages/channels/whatsapp-signature";
import { recordProviderReports } from "@/lib/domain/messages/sender/provider-reports";
import { whatsappReports } from "@/lib/domain/messages/sender/parse-reports";

// GET /api/v1/webhooks/whatsapp — Meta's subscription check: echo the challenge when the verify token matches
export function GET(request: Request) {
  const url = new URL(request.url);
  const matches = sameSecret(url.searchParams.get("hub.verify_token"), getEnv().WHATSAPP_VERIFY_TOKEN);
  if (url.searchParams.get("hub.mode") !== "subscribe" || !matches) return fail(new ApiError("forbidden", "Verify token does not match"));
  return new Response(url.searchParams.get("hub.challenge") ?? "", { status: 200, headers: { "content-type": "text/plain" } });
}

// POST /api/v1/webhooks/whatsapp — message statuses, signed with the app secret (X-Hub-Signature-256)
export async function POST(request: Request) {
  const read = await readSignedWebhook(
    request,
    (raw) => isWhatsappSignature(raw, request.headers.get("x-hub-signature-256"), getEnv().WHATSAPP_APP_SECRET),
    "WhatsApp",
  );
  if ("refusal" in read) return read.refusal;
  return ok({ recorded: await recordProviderReports(whatsappReports(read.payload)) });
}
