import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { readTestTransaction } from "@/lib/domain/payments/test-gateway/transactions";

// GET /api/test-gateway/transaction/verify/{reference} — TEST MODE twin of Paystack's verify
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const data = await readTestTransaction((await params).reference);
  if (!data) return paystackResponse(400, { status: false, message: "Transaction reference not found" });
  return paystackResponse(200, { status: true, message: "Verification successful", data });
}
