import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { WEBHOOK_DUE_NOW } from "@/lib/domain/payments/test-gateway/webhook-delivery";
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
    { $set: { status, ...(status === "success" ? { paidAt: new Date(), ...WEBHOOK_DUE_NOW() } : {}) } },
  );
  const transaction = await TestTransaction.findOne({ reference }).lean();
  if (!transaction) return null;
  const callback = new URL(transaction.callbackUrl);
  callback.searchParams.set("reference", reference);
  callback.searchParams.set("trxref", reference);
  return { redirectTo: callback.toString(), settled: transaction.status };
}
