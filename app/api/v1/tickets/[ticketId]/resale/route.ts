import { listForResaleEndpoint, ticketResaleEndpoint } from "@/lib/api/contracts/resale";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listTicketForResale, ticketResale } from "@/lib/domain/resale/list-for-resale";
import { resaleHolder } from "@/lib/domain/resale/resale-holder";

// GET /api/v1/tickets/{ticketId}/resale — where the ticket stands on resale and what selling it back returns
export const GET = withApi(ticketResaleEndpoint, async ({ caller, params, query }) =>
  ok(await ticketResale(resaleHolder(caller, query), params.ticketId)),
);

// POST /api/v1/tickets/{ticketId}/resale — sell it back at face value (the holder: signed in, or the order's link)
export const POST = withApi(listForResaleEndpoint, async ({ caller, params, body }) =>
  ok(await listTicketForResale(resaleHolder(caller, body), params.ticketId, body.expectedRefundKobo), "Your ticket is on resale"),
);
