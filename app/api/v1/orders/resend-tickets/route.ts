import { after } from "next/server";
import { resendTicketsEndpoint } from "@/lib/api/contracts/tickets";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";
import { RESEND_TICKETS_MESSAGE, resendTicketLinks } from "@/lib/domain/orders/resend-ticket-links";

// POST /api/v1/orders/resend-tickets — e-mail the ticket links again, answered the same for any e-mail
export const POST = withApi(resendTicketsEndpoint, async ({ request, body }) => {
  const client = clientContext(request.headers);
  await consumeRateLimit(`ticket-links:${client.ip}`, RATE_RULES.ticketLinkRequestsPerIp);
  // Sent after answering (within the address's caps), so neither the response nor its timing tells whether it bought anything.
  after(() => resendTicketLinks(body, client));
  return ok(null, RESEND_TICKETS_MESSAGE);
});
