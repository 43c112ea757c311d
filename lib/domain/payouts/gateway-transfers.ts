import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/platform/errors";
import { call, callGateway } from "@/lib/domain/payments/paystack-client";
import { koboAmount } from "@/lib/domain/payments/gateway-refunds";

const unexpected = () => new ApiError("unavailable", "The payment service answered unexpectedly. Please try again.");

const bankList = z.object({ status: z.literal(true), data: z.array(z.object({ name: z.string(), code: z.string() }).loose()) });

/** GET /bank?currency=NGN: the banks transfers can reach. */
export async function listGatewayBanks(): Promise<{ name: string; code: string }[]> {
  const parsed = bankList.safeParse(await call("/bank?currency=NGN"));
  if (!parsed.success) throw unexpected();
  return parsed.data.data.map(({ name, code }) => ({ name, code }));
}

const resolved = z.object({ status: z.literal(true), data: z.object({ account_number: z.string(), account_name: z.string() }) });

/** GET /bank/resolve: the account's name, or null when the bank does not know the number. */
export async function resolveGatewayAccount(accountNumber: string, bankCode: string): Promise<string | null> {
  const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
  const response = await callGateway(`/bank/resolve?${query}`);
  if (!response.ok) {
    if (response.status >= 500) throw unexpected();
    return null;
  }
  const parsed = resolved.safeParse(response.body);
  if (!parsed.success) throw unexpected();
  return parsed.data.data.account_name;
}

const recipientResponse = z.object({ status: z.literal(true), data: z.object({ recipient_code: z.string() }).loose() });

/** POST /transferrecipient: a NUBAN recipient (the gateway answers the same one for a known account). */
export async function createGatewayRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<string> {
  const body = await call("/transferrecipient", {
    method: "POST",
    body: JSON.stringify({ type: "nuban", name: input.name, account_number: input.accountNumber, bank_code: input.bankCode, currency: "NGN" }),
  });
  const parsed = recipientResponse.safeParse(body);
  if (!parsed.success) throw unexpected();
  return parsed.data.data.recipient_code;
}

export const gatewayTransfer = z
  .object({ reference: z.string(), status: z.string(), transfer_code: z.string().optional(), amount: koboAmount.optional() })
  .loose();
export type GatewayTransfer = z.infer<typeof gatewayTransfer>;
const transferResponse = z.object({ status: z.literal(true), data: gatewayTransfer });

/** POST /transfer from the balance, with our own unique reference (a retry never pays twice). */
export async function createGatewayTransfer(input: {
  amount: number;
  recipient: string;
  reference: string;
  reason: string;
}): Promise<GatewayTransfer> {
  const body = await call("/transfer", {
    method: "POST",
    body: JSON.stringify({
      source: "balance",
      amount: input.amount,
      recipient: input.recipient,
      reference: input.reference,
      reason: input.reason,
      currency: "NGN",
    }),
  });
  const parsed = transferResponse.safeParse(body);
  if (!parsed.success) throw unexpected();
  return parsed.data.data;
}

/** GET /transfer/verify/{reference}: the transfer's status, or null when the gateway has none by that reference. */
export async function verifyGatewayTransfer(reference: string): Promise<GatewayTransfer | null> {
  const response = await callGateway(`/transfer/verify/${encodeURIComponent(reference)}`);
  if (!response.ok) {
    if (response.status === 404 || response.status === 400) return null;
    throw unexpected();
  }
  const parsed = transferResponse.safeParse(response.body);
  if (!parsed.success) throw unexpected();
  return parsed.data.data;
}
