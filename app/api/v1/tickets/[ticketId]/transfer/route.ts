import { transferTicketEndpoint } from "@/lib/api/contracts/ticket-holders";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { consumeRateLimit } from "@/lib/domain/auth/rate-limit";
import { TRANSFERS_PER_CLIENT } from "@/lib/domain/tickets/transfer/transfer-limits";
import { passTicketOn } from "@/lib/domain/tickets/transfer/pass-ticket-on";

// POST /api/v1/tickets/{ticketId}/transfer — the holder or the buyer passes the ticket to a friend
export const POST = withApi(transferTicketEndpoint, async ({ request, params, body, caller }) => {
  await consumeRateLimit(`ticket-transfers:${clientContext(request.headers).ip}`, TRANSFERS_PER_CLIENT);
  return created(await passTicketOn(params.ticketId, body, caller?.userId ?? null), "Ticket passed on: your friend gets their own ticket");
});
