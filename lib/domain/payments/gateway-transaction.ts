import "server-only";
import { gatewayConfig } from "@/lib/domain/payments/gateway-config";
import { verifyTransaction, type VerifiedTransaction } from "@/lib/domain/payments/paystack-client";
import { readTestTransaction } from "@/lib/domain/payments/test-gateway/transactions";

/**
 * What the gateway says about a reference, or null when it has no such transaction. In TEST MODE
 * the transaction is this server's own record, read from the database rather than over HTTP, so a
 * burst of replays never waits on a second request to ourselves. Throws when the gateway cannot answer.
 */
export async function gatewayTransaction(reference: string): Promise<VerifiedTransaction | null> {
  if (!gatewayConfig().testMode) return verifyTransaction(reference);
  return readTestTransaction(reference);
}
