import { withdrawResaleEndpoint } from "@/lib/api/contracts/resale";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { withdrawResale } from "@/lib/domain/resale/list-for-resale";
import { resaleHolder } from "@/lib/domain/resale/resale-holder";

// POST /api/v1/tickets/{ticketId}/resale/withdraw — take it off resale before it sells
export const POST = withApi(withdrawResaleEndpoint, async ({ caller, params, body }) =>
  ok(await withdrawResale(resaleHolder(caller, body), params.ticketId), "Your ticket is off resale"),
);
