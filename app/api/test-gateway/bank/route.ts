import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { TEST_BANKS } from "@/lib/domain/payments/test-gateway/transfers";

// GET /api/test-gateway/bank?currency=NGN — TEST MODE twin of Paystack's bank list
export async function GET(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  return paystackResponse(200, {
    status: true,
    message: "Banks retrieved",
    data: TEST_BANKS.map((bank) => ({ ...bank, currency: "NGN", type: "nuban", active: true })),
  });
}
