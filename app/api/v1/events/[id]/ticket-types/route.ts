import { listTicketTypesEndpoint, replaceTicketTypesEndpoint } from "@/lib/api/contracts/ticket-types";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ownTicketTypes, replaceTicketTypes } from "@/lib/domain/events/replace-ticket-types";

// GET /api/v1/events/{id}/ticket-types — your event's types, hidden ones included
export const GET = withApi(listTicketTypesEndpoint, async ({ caller, params }) =>
  ok(await ownTicketTypes(caller.userId, params.id), "Ticket types fetched successfully"),
);

// PUT /api/v1/events/{id}/ticket-types — replace the list (add, edit, reorder, remove)
export const PUT = withApi(replaceTicketTypesEndpoint, async ({ request, caller, params, body }) =>
  ok(await replaceTicketTypes(caller.userId, params.id, body.ticketTypes, request.headers.get("user-agent")), "Ticket types saved"),
);
