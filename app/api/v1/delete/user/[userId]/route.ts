import { requestAccountDeletion } from "@/lib/domain/accounts/delete-account";
import { deleteAccountEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";

// DELETE /api/v1/delete/user/{userId} — delete your own account (password, or a fresh bearer sign-in)
export const DELETE = withApi(deleteAccountEndpoint, async ({ request, caller, params, body }) => {
  await requestAccountDeletion(caller, params.userId, body.password, clientContext(request.headers).ip);
  const message = "Your account has been disabled and will be erased in 48 hours. The e-mail we sent you has a link that keeps it.";
  return ok(message, message);
});
