import { logIn } from "@/lib/domain/accounts/log-in";
import { loginEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { signAccessToken } from "@/lib/domain/auth/access-token";
import { clientContext } from "@/lib/domain/auth/client-context";

// POST /api/v1/login/user/ — log in; answers the user and a bearer token
export const POST = withApi(loginEndpoint, async ({ request, body }) => {
  const { user, claims } = await logIn(body, clientContext(request.headers), "api");
  return ok(user, "Login successful", { extra: { token: await signAccessToken(claims) } });
});
