import { paystackResponse, testGatewayRefusal } from "@/lib/domain/payments/test-gateway/paystack-shape";
import { resolveTestAccount } from "@/lib/domain/payments/test-gateway/transfers";

// GET /api/test-gateway/bank/resolve?account_number=&bank_code= — TEST MODE twin of Paystack's account resolve
export async function GET(request: Request) {
  const refusal = testGatewayRefusal(request);
  if (refusal) return refusal;
  const query = new URL(request.url).searchParams;
  const accountNumber = query.get("account_number") ?? "";
  const name = resolveTestAccount(accountNumber, query.get("bank_code") ?? "");
  if (!name) return paystackResponse(422, { status: false, message: "Could not resolve account name. Check parameters or try again." });
  return paystackResponse(200, { status: true, message: "Account number resolved", data: { account_number: accountNumber, account_name: name } });
}
