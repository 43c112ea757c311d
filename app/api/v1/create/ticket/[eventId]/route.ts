import { purchaseEndpoint } from "@/lib/api/contracts/tickets";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { withCodeGuessLimit } from "@/lib/domain/promo/code-guesses";
import { purchaseTickets } from "@/lib/domain/orders/purchase-tickets";

// POST /api/v1/create/ticket/{eventId} — hold tickets in a pending order (free events: issued at once)
export const POST = withApi(purchaseEndpoint, async ({ request, caller, params, body }) => {
  const { ip } = clientContext(request.headers);
  const order = await withCodeGuessLimit(ip, params.eventId, body.promoCode, () => purchaseTickets(caller.userId, params.eventId, body));
  const message =
    order.status === "paid"
      ? "Your free tickets are ready. We have e-mailed them to you."
      : "Tickets held for 15 minutes. Proceed to checkout to pay.";
  return created([order], message);
});
