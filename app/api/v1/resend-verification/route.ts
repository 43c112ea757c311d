import { after } from "next/server";
import { resendVerification } from "@/lib/domain/accounts/resend-verification";
import { resendVerificationEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";

// POST /api/v1/resend-verification — a new verification link, answered the same for any e-mail
export const POST = withApi(resendVerificationEndpoint, async ({ request, body }) => {
  const client = clientContext(request.headers);
  await consumeRateLimit(`mail:${client.ip}`, RATE_RULES.mailPerIp);
  // Sent after answering (within the account's mail caps), so the response says nothing about the account.
  after(() => resendVerification(body.email, client));
  return ok(null, "If that account is waiting for verification, a new link is on its way.");
});
