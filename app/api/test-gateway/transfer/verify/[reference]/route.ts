import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { readTestTransfer } from "@/lib/domain/payments/test-gateway/transfers";

// GET /api/test-gateway/transfer/verify/{reference} — TEST MODE twin of Paystack's verify transfer
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const transfer = await readTestTransfer((await params).reference);
  if (!transfer) return paystackResponse(404, { status: false, message: "Transfer not found" });
  return paystackResponse(200, { status: true, message: "Transfer retrieved", data: transfer });
}
