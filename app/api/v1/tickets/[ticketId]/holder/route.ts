import { nameHolderEndpoint } from "@/lib/api/contracts/ticket-holders";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { nameHolderByLink } from "@/lib/domain/tickets/transfer/name-holder";

// PUT /api/v1/tickets/{ticketId}/holder — the holder names themselves through the ticket's link
export const PUT = withApi(nameHolderEndpoint, async ({ params, body, caller }) =>
  ok(await nameHolderByLink(params.ticketId, body, caller?.userId ?? null), "The ticket now names its holder"),
);
