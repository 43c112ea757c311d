import { ticketByLinkEndpoint } from "@/lib/api/contracts/ticket-holders";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ticketByLink } from "@/lib/domain/tickets/transfer/ticket-by-link";

// GET /api/v1/tickets/{ticketId}?k= — one ticket by its own no-login link
export const GET = withApi(ticketByLinkEndpoint, async ({ params, query }) => ok(await ticketByLink(params.ticketId, { k: query.k })));
