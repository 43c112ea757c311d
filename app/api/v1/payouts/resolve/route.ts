import { resolveAccountEndpoint } from "@/lib/api/contracts/payouts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { resolveAccount } from "@/lib/domain/payouts/payout-account";

// GET /api/v1/payouts/resolve?accountNumber=&bankCode= — the account's name, to confirm (20 lookups an hour)
export const GET = withApi(resolveAccountEndpoint, async ({ caller, query }) =>
  ok(await resolveAccount(caller.userId, query.accountNumber, query.bankCode), "Account resolved"),
);
