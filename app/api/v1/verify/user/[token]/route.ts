import { verifyEmail } from "@/lib/domain/accounts/verify-email";
import { verifyEmailEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// GET /api/v1/verify/user/{token} — confirm an e-mail address
export const GET = withApi(verifyEmailEndpoint, async ({ params }) => {
  return ok(null, await verifyEmail(params.token));
});
