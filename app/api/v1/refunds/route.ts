import { listRefundsEndpoint, refundTicketsEndpoint } from "@/lib/api/contracts/money";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listEventRefunds } from "@/lib/refunds/list-refunds";
import { organiserOrder, refundTickets } from "@/lib/refunds/refund-tickets";

// POST /api/v1/refunds — refund an order of your event, whole or some tickets
export const POST = withApi(refundTicketsEndpoint, async ({ caller, body }) => {
  const order = await organiserOrder(caller.userId, body.orderId);
  return created(await refundTickets(order, { ticketIds: body.ticketIds, reason: body.reason, kind: "organiser" }), "Refund queued");
});

// GET /api/v1/refunds?eventId= — the refunds of your event
export const GET = withApi(listRefundsEndpoint, async ({ caller, query }) => ok(await listEventRefunds(caller.userId, query.eventId)));
