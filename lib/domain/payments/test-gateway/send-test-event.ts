import "server-only";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { gatewayConfig } from "@/lib/domain/payments/paystack-client";
import { signPayload } from "@/lib/domain/payments/signature";

/** Posts a signed `{event, data}` to our webhook, as Paystack would, after `delayMs` (the gateway works on its own time). */
export async function sendTestEvent(event: string, data: Record<string, unknown>, delayMs = 300): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await postTestEvent(event, data);
}

/** Posts a signed `{event, data}` to our webhook now; answers whether it was taken (a 2xx). */
export async function postTestEvent(event: string, data: unknown): Promise<boolean> {
  const body = JSON.stringify({ event, data });
  try {
    const response = await fetch(`http://127.0.0.1:${getEnv().PORT}/api/v1/webhooks/paystack`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-paystack-signature": signPayload(body, gatewayConfig().secretKey) },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) logger.warn("test webhook refused", { event, status: response.status });
    return response.ok;
  } catch (error) {
    logger.warn("test webhook not delivered", { event, error });
    return false;
  }
}
