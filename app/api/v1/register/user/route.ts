import { registerUser } from "@/lib/domain/accounts/register-user";
import { registerEndpoint } from "@/lib/api/contracts/accounts";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";

// POST /api/v1/register/user — create an account and e-mail its verification link
export const POST = withApi(registerEndpoint, async ({ request, body }) => {
  const client = clientContext(request.headers);
  await consumeRateLimit(`register:${client.ip}`, RATE_RULES.registerPerIp);
  const user = await registerUser(body, client);
  return created(user, `Registration successful! We sent a verification link to ${user.email}.`);
});
