import { changePassword } from "@/lib/domain/accounts/change-password";
import { changePasswordEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { clientContext } from "@/lib/domain/auth/client-context";

// POST /api/v1/change-password — change your password; every session must log in again
export const POST = withApi(changePasswordEndpoint, async ({ request, caller, body }) => {
  await changePassword(caller.userId, body.oldPassword, body.newPassword, clientContext(request.headers).ip);
  return ok(null, "Password changed. Please log in again with your new password.");
});
