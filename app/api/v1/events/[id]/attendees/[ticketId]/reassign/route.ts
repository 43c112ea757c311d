import { reassignTicketEndpoint } from "@/lib/api/contracts/ticket-holders";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { reassignTicket } from "@/lib/domain/tickets/transfer/organiser-ticket-changes";

// POST /api/v1/events/{id}/attendees/{ticketId}/reassign — the organiser gives a ticket to someone else
export const POST = withApi(reassignTicketEndpoint, async ({ request, params, body, caller }) =>
  created(await reassignTicket(caller.userId, params.id, params.ticketId, body, request.headers.get("user-agent")), "Ticket reassigned"),
);
