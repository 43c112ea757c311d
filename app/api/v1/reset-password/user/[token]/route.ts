import { resetPassword } from "@/lib/domain/accounts/reset-password";
import { resetPasswordEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// POST /api/v1/reset-password/user/{token} — set a new password from an e-mailed link
export const POST = withApi(resetPasswordEndpoint, async ({ params, body }) => {
  await resetPassword(params.token, body.newPassword);
  return ok(null, "Password successfully reset. Log in with your new password.");
});
