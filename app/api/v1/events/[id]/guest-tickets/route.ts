import { guestPurchaseEndpoint } from "@/lib/api/contracts/tickets";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { orderTicketsPath } from "@/lib/domain/tickets/ticket-link";
import { withCodeGuessLimit } from "@/lib/domain/promo/code-guesses";
import { purchaseAsGuest } from "@/lib/domain/orders/purchase-as-guest";

// POST /api/v1/events/{id}/guest-tickets — hold tickets without an account (our pages)
export const POST = withApi(guestPurchaseEndpoint, async ({ request, params, body }) => {
  const { ip } = clientContext(request.headers);
  const order = await withCodeGuessLimit(ip, params.id, body.promoCode, () => purchaseAsGuest(params.id, body, ip));
  const message =
    order.status === "paid"
      ? `Your free tickets are ready. We have e-mailed them to ${body.email}.`
      : "Tickets held for 15 minutes. Proceed to checkout to pay.";
  // A free order's tickets exist already: the response carries their no-login link.
  return created([order.status === "paid" ? { ...order, ticketsUrl: orderTicketsPath(order._id) } : order], message);
});
