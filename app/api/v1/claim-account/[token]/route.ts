import { ACCOUNT_SET_UP, claimGuestAccount } from "@/lib/domain/accounts/claim-guest-account";
import { claimAccountEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// POST /api/v1/claim-account/{token} — the mailbox holder sets up the account of a guest buyer's address
export const POST = withApi(claimAccountEndpoint, async ({ params, body }) => {
  await claimGuestAccount(params.token, body);
  return ok(null, ACCOUNT_SET_UP);
});
