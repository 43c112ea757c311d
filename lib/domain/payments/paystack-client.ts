import "server-only";
import { createHmac } from "node:crypto";
import { z } from "zod";
import { ApiError } from "@/lib/platform/errors";
import { logger } from "@/lib/platform/logger";
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

const initializeResponse = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), access_code: z.string(), reference: z.string() }),
});

export const verifiedTransaction = z.object({
  status: z.string(), // success | failed | abandoned | ongoing | pending | reversed …
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  // card | bank | ussd | bank_transfer …: how the buyer paid, or is paying (null before they chose).
  channel: z.string().max(40).nullish().catch(null),
});
export type VerifiedTransaction = z.infer<typeof verifiedTransaction>;

const verifyResponse = z.object({ status: z.literal(true), data: verifiedTransaction });

/** A gateway call whose refusal the caller reads itself (e.g. an account that does not resolve). */
export async function callGateway(path: string, init: RequestInit = {}): Promise<{ ok: boolean; status: number; body: unknown }> {
  const { baseUrl, secretKey } = gatewayConfig();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${secretKey}`, "Content-Type": "application/json", ...init.headers },
      signal: AbortSignal.timeout(15_000),
      cache: "no-store",
    });
  } catch (error) {
    logger.error("payment gateway unreachable", { path, error });
    throw new ApiError("unavailable", "The payment service is unreachable. Please try again shortly.");
  }
  return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
}

/** A gateway call that must succeed: a refusal is logged and answered as the service being unavailable. */
export async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const { ok, status, body } = await callGateway(path, init);
  if (!ok) {
    logger.error("payment gateway refused", { path, status, message: (body as { message?: string })?.message });
    throw new ApiError("unavailable", "The payment service could not process this. Please try again shortly.");
  }
  return body;
}

/** POST /transaction/initialize: where the buyer pays. `amount` in kobo. */
export async function initializeTransaction(input: {
  email: string;
  amount: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  /** The channels the checkout offers (Paystack's names); all the account allows when absent. */
  channels?: readonly string[];
}): Promise<{ authorizationUrl: string; reference: string }> {
  const body = await call("/transaction/initialize", {
    method: "POST",
    body: JSON.stringify({
      email: input.email,
      amount: input.amount,
      currency: "NGN",
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
      ...(input.channels ? { channels: input.channels } : {}),
    }),
  });
  const parsed = initializeResponse.safeParse(body);
  if (!parsed.success) throw new ApiError("unavailable", "The payment service answered unexpectedly. Please try again.");
  return { authorizationUrl: parsed.data.data.authorization_url, reference: parsed.data.data.reference };
}

/** GET /transaction/verify/{reference}: what the gateway says happened. */
export async function verifyTransaction(reference: string): Promise<VerifiedTransaction> {
  const body = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
  const parsed = verifyResponse.safeParse(body);
  if (!parsed.success) throw new ApiError("unavailable", "The payment service answered unexpectedly. Please try again.");
  return parsed.data.data;
}
