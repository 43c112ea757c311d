import { initializeRequest, createTestTransaction } from "@/lib/domain/payments/test-gateway/transactions";
import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";

// POST /api/test-gateway/transaction/initialize — TEST MODE twin of Paystack's initialize
export async function POST(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const parsed = initializeRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return paystackResponse(400, { status: false, message: parsed.error.issues[0]?.message ?? "Invalid request" });
  const data = await createTestTransaction(parsed.data);
  if (!data) return paystackResponse(400, { status: false, message: "Duplicate Transaction Reference" });
  return paystackResponse(200, { status: true, message: "Authorization URL created", data });
}
