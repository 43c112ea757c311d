import { getPayoutAccountEndpoint, savePayoutAccountEndpoint } from "@/lib/api/contracts/payouts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { getPayoutAccount, savePayoutAccount } from "@/lib/domain/payouts/payout-account";
import { bankDetailsSaved } from "@/lib/domain/audit/audit-details";
import { auditOwnAction } from "@/lib/domain/audit/audit-log";

// GET /api/v1/payouts/account — your saved payout account
export const GET = withApi(getPayoutAccountEndpoint, async ({ caller }) => ok(await getPayoutAccount(caller.userId)));

// PUT /api/v1/payouts/account — save your payout account (name resolved by the bank)
export const PUT = withApi(savePayoutAccountEndpoint, async ({ request, caller, body }) => {
  const saved = await savePayoutAccount(caller.userId, body);
  await auditOwnAction(caller.userId, { action: "bank_details", detail: bankDetailsSaved(saved), userAgent: request.headers.get("user-agent") });
  return ok(saved, "Payout account saved");
});
