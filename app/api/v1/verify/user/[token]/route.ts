import { verifyEmail } from "@/lib/accounts/verify-email";
import { verifyEmailEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// GET /api/v1/verify/user/{token} — confirm an e-mail address
export const GET = withApi(verifyEmailEndpoint, async ({ params }) => {
  await verifyEmail(params.token);
  return ok(null, "Your email has been verified. You can now log in.");
});
