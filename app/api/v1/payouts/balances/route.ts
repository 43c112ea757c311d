import { listEventLedgersEndpoint } from "@/lib/api/contracts/payouts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listEventLedgers } from "@/lib/domain/payouts/event-ledgers";

// GET /api/v1/payouts/balances — each of your events' sales, refunds, fee, payouts and balance
export const GET = withApi(listEventLedgersEndpoint, async ({ caller }) => ok(await listEventLedgers(caller.userId)));
