import "server-only";
import { createHmac } from "node:crypto";
import { getEnv } from "@/lib/platform/env";

export type GatewayConfig = { baseUrl: string; secretKey: string; testMode: boolean };

/**
 * Paystack when PAYSTACK_SECRET_KEY is set; otherwise the built-in TEST MODE gateway, which this
 * server itself answers (same API, same signed webhook) under /api/test-gateway.
 */
export function gatewayConfig(): GatewayConfig {
  const env = getEnv();
  if (env.PAYSTACK_SECRET_KEY) {
    return { baseUrl: env.PAYSTACK_BASE_URL.replace(/\/$/, ""), secretKey: env.PAYSTACK_SECRET_KEY, testMode: false };
  }
  return {
    baseUrl: `http://127.0.0.1:${env.PORT}/api/test-gateway`,
    secretKey: `sk_test_${createHmac("sha256", env.AUTH_SECRET).update("scheditix-test-gateway").digest("hex")}`,
    testMode: true,
  };
}
