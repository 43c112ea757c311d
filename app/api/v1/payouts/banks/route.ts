import { listBanksEndpoint } from "@/lib/api/contracts/payouts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listBanks } from "@/lib/domain/payouts/payout-account";

// GET /api/v1/payouts/banks — the banks payouts can reach
export const GET = withApi(listBanksEndpoint, async () => ok(await listBanks()));
