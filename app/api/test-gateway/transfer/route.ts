import { after } from "next/server";
import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { sendTestEvent } from "@/lib/domain/payments/test-gateway/send-test-event";
import { createTestTransfer, settleTestTransfer, transferRequest } from "@/lib/domain/payments/test-gateway/transfers";

// POST /api/test-gateway/transfer — TEST MODE twin of Paystack's initiate transfer (then a signed transfer.*)
export async function POST(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const parsed = transferRequest.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return paystackResponse(400, { status: false, message: "Invalid transfer request" });
  const transfer = await createTestTransfer(parsed.data);
  if (typeof transfer === "string") return paystackResponse(400, { status: false, message: transfer });
  after(async () => {
    const settled = await settleTestTransfer(transfer.reference);
    if (settled) await sendTestEvent(settled.event, settled.data);
  });
  return paystackResponse(200, { status: true, message: "Transfer has been queued", data: transfer });
}
