import { newsletterEndpoint } from "@/lib/api/contracts/newsletter";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from "@/lib/domain/newsletter/newsletter-messages";
import { subscribeWithinLimit } from "@/lib/domain/newsletter/subscribe";

// POST /api/v1/newsletter — subscribe to the newsletter
export const POST = withApi(newsletterEndpoint, async ({ request, body }) => {
  const result = await subscribeWithinLimit(body.email, clientContext(request.headers).ip);
  return ok(result, result.alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE);
});
