import { renameHolderEndpoint } from "@/lib/api/contracts/ticket-holders";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { renameHolder } from "@/lib/domain/tickets/transfer/organiser-ticket-changes";

// PUT /api/v1/events/{id}/attendees/{ticketId}/holder — the organiser renames a ticket's holder
export const PUT = withApi(renameHolderEndpoint, async ({ request, params, body, caller }) =>
  ok(await renameHolder(caller.userId, params.id, params.ticketId, body, request.headers.get("user-agent")), "Holder renamed"),
);
