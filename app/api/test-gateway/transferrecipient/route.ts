import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { createTestRecipient, recipientRequest } from "@/lib/domain/payments/test-gateway/transfers";

// POST /api/test-gateway/transferrecipient — TEST MODE twin of Paystack's create transfer recipient
export async function POST(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const parsed = recipientRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return paystackResponse(400, { status: false, message: "Invalid recipient" });
  return paystackResponse(201, { status: true, message: "Transfer recipient created successfully", data: await createTestRecipient(parsed.data) });
}
