import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { readTestRefund } from "@/lib/domain/payments/test-gateway/test-refunds";

// GET /api/test-gateway/refund/{id} — TEST MODE twin of Paystack's fetch refund
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const refund = await readTestRefund((await params).id);
  if (!refund) return paystackResponse(404, { status: false, message: "Refund not found" });
  return paystackResponse(200, { status: true, message: "Refund retrieved", data: refund });
}
