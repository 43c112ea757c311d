import { ApiError } from "@/lib/platform/errors";
import { logger } from "@/lib/platform/logger";
import { fail } from "@/lib/api/respond";

const MAX_BYTES = 256 * 1024;

/**
 * A provider's webhook, read the one safe way: the body capped, its signature checked over the raw
 * bytes before anything is parsed, then parsed. Answers the payload, or the refusal to send back
 * (413, 401 with a warning logged, 400).
 */
export async function readSignedWebhook(
  request: Request,
  isSigned: (rawBody: string) => boolean,
  provider: string,
): Promise<{ payload: unknown } | { refusal: Response }> {
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return { refusal: fail(new ApiError("payload_too_large", "Webhook body too large")) };
  if (!isSigned(raw)) {
    logger.warn(`${provider} webhook with a bad signature refused`);
    return { refusal: fail(new ApiError("unauthorized", "Invalid signature")) };
  }
  try {
    return { payload: JSON.parse(raw) as unknown };
  } catch {
    return { refusal: fail(new ApiError("bad_request", "The webhook body is not valid JSON")) };
  }
}
