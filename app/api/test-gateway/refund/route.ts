import { after } from "next/server";
import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { createTestRefund, listTestRefunds, processTestRefund, refundRequest } from "@/lib/domain/payments/test-gateway/test-refunds";
import { sendTestEvent } from "@/lib/domain/payments/test-gateway/send-test-event";

// POST /api/test-gateway/refund — TEST MODE twin of Paystack's create refund (then a signed refund.processed)
export async function POST(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const parsed = refundRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return paystackResponse(400, { status: false, message: "Invalid refund request" });
  const refund = await createTestRefund(parsed.data);
  if (typeof refund === "string") return paystackResponse(400, { status: false, message: refund });
  after(async () => {
    const processed = await processTestRefund(refund.id);
    if (processed) await sendTestEvent("refund.processed", processed);
  });
  return paystackResponse(200, { status: true, message: "Refund has been queued for processing", data: refund });
}

// GET /api/test-gateway/refund?transaction= — TEST MODE twin of Paystack's list refunds, for one charge
export async function GET(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const transaction = new URL(request.url).searchParams.get("transaction");
  if (!transaction) return paystackResponse(400, { status: false, message: "transaction is required" });
  return paystackResponse(200, { status: true, message: "Refunds retrieved", data: await listTestRefunds(transaction) });
}
