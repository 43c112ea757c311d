import "server-only";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { gatewayConfig } from "@/lib/payments/gateway-config";
import { signPayload } from "@/lib/payments/signature";
import { readTestTransaction } from "@/lib/payments/test-gateway/transactions";
import { getEnv } from "@/lib/env";
import { TestTransaction } from "@/models/TestTransaction";

/**
 * The buyer pressed Pay or Decline on the hosted page and answers where to send the browser (the
 * callback with `?reference=`), like Paystack. A declined attempt is not final: as on Paystack's
 * page the buyer may try again, so only a success settles the transaction for good.
 */
export async function completeTestCheckout(reference: string, outcome: "pay" | "decline") {
  await connectToDatabase();
  const status = outcome === "pay" ? "success" : "failed";
  await TestTransaction.updateOne(
    { reference, status: { $in: ["pending", "failed"] } },
    { $set: { status, ...(status === "success" ? { paidAt: new Date() } : {}) } },
  );
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  const callback = new URL(transaction.callbackUrl);
  callback.searchParams.set("reference", reference);
  callback.searchParams.set("trxref", reference);
  return { redirectTo: callback.toString(), settled: transaction.status };
}

/** Posts `charge.success` to our webhook, signed with the test secret, as Paystack would. */
export async function sendTestWebhook(reference: string): Promise<void> {
  const data = await readTestTransaction(reference);
  if (!data || data.status !== "success") return;
  const body = JSON.stringify({ event: "charge.success", data });
  const { secretKey } = gatewayConfig();
  try {
    const response = await fetch(`http://127.0.0.1:${getEnv().PORT}/api/v1/webhooks/paystack`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-paystack-signature": signPayload(body, secretKey) },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) logger.warn("test webhook refused", { reference, status: response.status });
  } catch (error) {
    logger.warn("test webhook not delivered", { reference, error });
  }
}
