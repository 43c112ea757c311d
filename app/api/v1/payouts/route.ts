import { requestPayoutEndpoint } from "@/lib/api/contracts/organiser";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { requestPayout } from "@/lib/payouts/request-payout";

// POST /api/v1/payouts — request a payout for one of your events
export const POST = withApi(requestPayoutEndpoint, async ({ caller, body }) =>
  created(await requestPayout(caller.userId, body), "Congratulations payment requested successfully!!!"),
);
