import { getPayoutAccountEndpoint, savePayoutAccountEndpoint } from "@/lib/api/contracts/money";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { getPayoutAccount, savePayoutAccount } from "@/lib/payouts/payout-account";

// GET /api/v1/payouts/account — your saved payout account
export const GET = withApi(getPayoutAccountEndpoint, async ({ caller }) => ok(await getPayoutAccount(caller.userId)));

// PUT /api/v1/payouts/account — save your payout account (name resolved by the bank)
export const PUT = withApi(savePayoutAccountEndpoint, async ({ caller, body }) => ok(await savePayoutAccount(caller.userId, body), "Payout account saved"));
