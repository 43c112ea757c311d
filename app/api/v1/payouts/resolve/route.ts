import { resolveAccountEndpoint } from "@/lib/api/contracts/money";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { resolveAccount } from "@/lib/payouts/payout-account";

// GET /api/v1/payouts/resolve?accountNumber=&bankCode= — the account's name, to confirm
export const GET = withApi(resolveAccountEndpoint, async ({ query }) => ok(await resolveAccount(query.accountNumber, query.bankCode), "Account resolved"));
