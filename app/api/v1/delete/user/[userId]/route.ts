import { requestAccountDeletion } from "@/lib/accounts/delete-account";
import { deleteAccountEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// DELETE /api/v1/delete/user/{userId} — delete your own account (password required)
export const DELETE = withApi(deleteAccountEndpoint, async ({ caller, params, body }) => {
  await requestAccountDeletion(caller.userId, params.userId, body.password);
  const message = "Your account has been disabled and will be erased in 48 hours.";
  return ok(message, message);
});
