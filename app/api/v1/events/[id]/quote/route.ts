import { quoteEndpoint } from "@/lib/api/contracts/ticket-types";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { quoteOrder } from "@/lib/tickets/quote-order";

// POST /api/v1/events/{id}/quote — price a choice of types and a code, nothing held
export const POST = withApi(quoteEndpoint, async ({ params, body }) => ok(await quoteOrder(params.id, body), "Price computed"));
