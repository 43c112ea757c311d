import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { connectToDatabase } from "@/lib/platform/db";
import { TestGatewayRecord } from "@/models/TestGatewayRecord";

/**
 * TEST MODE banks and accounts, deterministic so every flow runs offline:
 * account 0000000000 resolves at no bank; 0111111111 resolves but every transfer to it fails;
 * any other 10-digit number resolves to "Adaeze Okafor" and its transfers succeed.
 */
export const TEST_BANKS = [
  { name: "Access Bank", code: "044" },
  { name: "First Bank of Nigeria", code: "011" },
  { name: "Guaranty Trust Bank", code: "058" },
  { name: "Kuda Bank", code: "50211" },
  { name: "Moniepoint MFB", code: "50515" },
  { name: "OPay Digital Services Limited (OPay)", code: "999992" },
  { name: "United Bank For Africa", code: "033" },
  { name: "Wema Bank", code: "035" },
  { name: "Zenith Bank", code: "057" },
] as const;
export const TEST_UNKNOWN_ACCOUNT = "0000000000";
export const TEST_FAILING_ACCOUNT = "0111111111";

export function resolveTestAccount(accountNumber: string, bankCode: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || !TEST_BANKS.some((bank) => bank.code === bankCode)) return null;
  if (accountNumber === TEST_UNKNOWN_ACCOUNT) return null;
  return accountNumber === TEST_FAILING_ACCOUNT ? "Tunde Failing-Transfer" : "Adaeze Okafor";
}

export const recipientRequest = z.object({
  type: z.literal("nuban"),
  name: z.string().min(1),
  account_number: z.string().regex(/^\d{10}$/),
  bank_code: z.string().min(1),
  currency: z.literal("NGN").default("NGN"),
});

/** Like Paystack, a known account answers its existing recipient. */
export async function createTestRecipient(input: z.output<typeof recipientRequest>) {
  await connectToDatabase();
  const existing = await TestGatewayRecord.findOne({ type: "recipient", accountNumber: input.account_number, bankCode: input.bank_code }).lean();
  if (existing) return { recipient_code: existing.key, name: existing.name, active: true };
  const key = `RCP_${randomBytes(8).toString("hex")}`;
  await TestGatewayRecord.create({
    type: "recipient",
    key,
    status: "active",
    accountNumber: input.account_number,
    bankCode: input.bank_code,
    name: input.name,
  });
  return { recipient_code: key, name: input.name, active: true };
}

export const transferRequest = z.object({
  source: z.literal("balance"),
  amount: z.number().int().min(1),
  recipient: z.string().min(1),
  reference: z.string().regex(/^[a-z0-9_-]{16,50}$/),
  reason: z.string().optional(),
  currency: z.literal("NGN").optional(),
});

type TestTransfer = { reference: string; transfer_code: string; amount: number; currency: "NGN"; status: string; recipient: string };
const view = (record: { key: string; code?: string | null; amount?: number | null; status: string; recipient?: string | null }): TestTransfer => ({
  reference: record.key,
  transfer_code: record.code ?? "",
  amount: record.amount ?? 0,
  currency: "NGN",
  status: record.status,
  recipient: record.recipient ?? "",
});

/** A transfer per reference (a repeated reference answers the first one, never a second payment). */
export async function createTestTransfer(input: z.output<typeof transferRequest>): Promise<TestTransfer | string> {
  await connectToDatabase();
  const recipient = await TestGatewayRecord.findOne({ type: "recipient", key: input.recipient }).lean();
  if (!recipient) return "Recipient not found";
  try {
    await TestGatewayRecord.create({
      type: "transfer",
      key: input.reference,
      code: `TRF_${randomBytes(8).toString("hex")}`,
      status: "pending",
      amount: input.amount,
      recipient: input.recipient,
      accountNumber: recipient.accountNumber,
    });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
  }
  return (await readTestTransfer(input.reference)) as TestTransfer;
}

export async function readTestTransfer(reference: string): Promise<TestTransfer | null> {
  await connectToDatabase();
  const record = await TestGatewayRecord.findOne({ type: "transfer", key: reference }).lean();
  return record ? view(record) : null;
}

/** The bank's answer a moment later: success, or failed for the failing test account. Answers the webhook event. */
export async function settleTestTransfer(reference: string): Promise<{ event: string; data: TestTransfer } | null> {
  const record = await TestGatewayRecord.findOne({ type: "transfer", key: reference }).lean();
  if (!record) return null;
  const status = record.accountNumber === TEST_FAILING_ACCOUNT ? "failed" : "success";
  await TestGatewayRecord.updateOne({ _id: record._id, status: "pending" }, { $set: { status } });
  const settled = await readTestTransfer(reference);
  // Like a bank refusing the account: the reason travels with the failure.
  const failure = settled?.status === "failed" ? { gateway_response: "Account is not able to receive funds" } : {};
  return settled ? { event: `transfer.${settled.status}`, data: { ...settled, ...failure } } : null;
}
