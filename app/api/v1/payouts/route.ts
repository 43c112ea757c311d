import { listPayoutsEndpoint, requestPayoutEndpoint } from "@/lib/api/contracts/payouts";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listPayouts } from "@/lib/domain/payouts/list-payouts";
import { requestPayout } from "@/lib/domain/payouts/request-payout";

// POST /api/v1/payouts — pay out part of an event's balance to your saved account
export const POST = withApi(requestPayoutEndpoint, async ({ request, caller, body }) =>
  created(await requestPayout(caller.userId, body, request.headers.get("user-agent")), "Congratulations payment requested successfully!!!"),
);

// GET /api/v1/payouts — your payouts
export const GET = withApi(listPayoutsEndpoint, async ({ caller }) => ok(await listPayouts(caller.userId)));
