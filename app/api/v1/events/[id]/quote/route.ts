import { quoteEndpoint } from "@/lib/api/contracts/tickets";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { withCodeGuessLimit } from "@/lib/domain/promo/code-guesses";
import { quoteOrder } from "@/lib/domain/tickets/quote-order";

// POST /api/v1/events/{id}/quote — price a choice of types and a code, nothing held
export const POST = withApi(quoteEndpoint, async ({ request, params, body }) => {
  const { ip } = clientContext(request.headers);
  return ok(await withCodeGuessLimit(ip, params.id, body.promoCode, () => quoteOrder(params.id, body)), "Price computed");
});
