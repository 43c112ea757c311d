import { after } from "next/server";
import { requestPasswordReset } from "@/lib/domain/accounts/request-password-reset";
import { forgotPasswordEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";

// POST /api/v1/forgot-password/user — e-mail a reset link, answered the same for any e-mail
export const POST = withApi(forgotPasswordEndpoint, async ({ request, body }) => {
  const client = clientContext(request.headers);
  await consumeRateLimit(`mail:${client.ip}`, RATE_RULES.mailPerIp);
  // Sent after answering (within the account's mail caps), so the response says nothing about the account.
  after(() => requestPasswordReset(body.email, client));
  return ok(null, "If an account exists for that email, a password reset link has been sent to it.");
});
