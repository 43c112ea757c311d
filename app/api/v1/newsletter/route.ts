import { newsletterEndpoint } from "@/lib/api/contracts/events";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/auth/rate-limit";
import { subscribeToNewsletter } from "@/lib/newsletter/subscribe";

// POST /api/v1/newsletter — subscribe to the newsletter
export const POST = withApi(newsletterEndpoint, async ({ request, body }) => {
  await consumeRateLimit(`newsletter:${clientContext(request.headers).ip}`, RATE_RULES.mailPerIp);
  const result = await subscribeToNewsletter(body.email);
  return ok(result, result.alreadySubscribed ? "You're already subscribed. Thank you!" : "Thank you for subscribing!");
});
