import "server-only";
import { randomInt } from "node:crypto";
import { z } from "zod";
import { connectToDatabase } from "@/lib/platform/db";
import { TestGatewayRecord } from "@/models/TestGatewayRecord";
import { TestTransaction } from "@/models/TestTransaction";

export const refundRequest = z.object({
  transaction: z.string().min(1),
  amount: z.union([z.number().int().min(1), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  currency: z.literal("NGN").optional(),
  customer_note: z.string().optional(),
  merchant_note: z.string().optional(),
});

type TestRefund = { id: string; transaction_reference: string; amount: number; currency: "NGN"; status: string; merchant_note: string };

type StoredRefund = { key: string; transactionReference?: string | null; amount?: number | null; status: string; note?: string | null };

const view = (record: StoredRefund): TestRefund => ({
  id: record.key,
  transaction_reference: record.transactionReference ?? "",
  amount: record.amount ?? 0,
  currency: "NGN",
  status: record.status,
  merchant_note: record.note ?? "",
});

/** Like Paystack: refunds a successful charge in part or in full (never more than was paid); queued as pending. */
export async function createTestRefund(input: z.output<typeof refundRequest>): Promise<TestRefund | string> {
  await connectToDatabase();
  const charge = await TestTransaction.findOne({ reference: input.transaction }).lean();
  if (!charge || charge.status !== "success") return "Transaction not found or not successful";
  const earlier = await TestGatewayRecord.find(
    { type: "refund", transactionReference: input.transaction, status: { $ne: "failed" } },
    { amount: 1 },
  ).lean();
  const refunded = earlier.reduce((sum, record) => sum + (record.amount ?? 0), 0);
  const amount = input.amount ?? charge.amount - refunded;
  if (amount <= 0 || refunded + amount > charge.amount) return "Refund amount cannot be more than the amount left on the transaction";
  const record = await TestGatewayRecord.create({
    type: "refund",
    key: String(randomInt(1_000_000, 2_000_000_000)),
    status: "pending",
    amount,
    transactionReference: input.transaction,
    note: input.merchant_note,
  });
  return view(record);
}

export async function readTestRefund(id: string): Promise<TestRefund | null> {
  await connectToDatabase();
  const record = await TestGatewayRecord.findOne({ type: "refund", key: id }).lean();
  return record ? view(record) : null;
}

/** Like Paystack's list: the refunds of one charge, newest first. */
export async function listTestRefunds(transaction: string): Promise<TestRefund[]> {
  await connectToDatabase();
  const records = await TestGatewayRecord.find({ type: "refund", transactionReference: transaction }).sort({ createdAt: -1 }).limit(100).lean();
  return records.map(view);
}

/** The TEST MODE refund completes a moment later: processed, announced by a signed `refund.processed`. */
export async function processTestRefund(id: string): Promise<Record<string, unknown> | null> {
  await TestGatewayRecord.updateOne({ type: "refund", key: id, status: "pending" }, { $set: { status: "processed" } });
  const refund = await readTestRefund(id);
  // Paystack sends the amount as a string in refund events.
  return refund ? { ...refund, amount: String(refund.amount), refund_reference: `TEST-${id}` } : null;
}
