import { listRefundsByQueryEndpoint, refundTicketsEndpoint } from "@/lib/api/contracts/refunds";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listEventRefunds } from "@/lib/domain/refunds/list-refunds";
import { organiserOrder, refundTickets } from "@/lib/domain/refunds/refund-tickets";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";

// POST /api/v1/refunds — refund an order of an event you own (or refund for as co-organiser or finance), whole or some tickets
export const POST = withApi(refundTicketsEndpoint, async ({ request, caller, body }) => {
  const order = await organiserOrder(caller.userId, body.orderId);
  const refund = await refundTickets(order, { ticketIds: body.ticketIds, reason: body.reason, kind: "organiser" });
  const detail = `Refunded ${refund.quantity} ticket${refund.quantity === 1 ? "" : "s"} of order ${order.publicId ?? order.reference} (₦${refund.amount.toLocaleString("en-NG")})`;
  await auditEventAction({
    who: caller.userId,
    eventId: String(order.event),
    permission: "refund",
    action: "refund",
    detail,
    userAgent: request.headers.get("user-agent"),
  });
  return created(refund, "Refund queued");
});

// GET /api/v1/refunds?eventId= — the old form of GET /api/v1/events/{id}/refunds, still served: clients written before the move still call it
export const GET = withApi(listRefundsByQueryEndpoint, async ({ caller, query }) => ok(await listEventRefunds(caller.userId, query.eventId)));
