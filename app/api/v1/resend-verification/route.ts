import { after } from "next/server";
import { resendVerification } from "@/lib/accounts/resend-verification";
import { resendVerificationEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/auth/rate-limit";

// POST /api/v1/resend-verification — a new verification link, answered the same for any e-mail
export const POST = withApi(resendVerificationEndpoint, async ({ request, body }) => {
  await consumeRateLimit(`mail:${clientContext(request.headers).ip}`, RATE_RULES.mailPerIp);
  await consumeRateLimit(`mail:${body.email}`, RATE_RULES.mailPerAccount);
  // Sent after answering, so the time taken says nothing about whether the account exists.
  after(() => resendVerification(body.email));
  return ok(null, "If that account is waiting for verification, a new link is on its way.");
});
