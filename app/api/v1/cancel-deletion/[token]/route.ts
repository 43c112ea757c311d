import { cancelAccountDeletion } from "@/lib/domain/accounts/delete-account";
import { cancelDeletionEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// POST /api/v1/cancel-deletion/{token} — keep an account whose deletion is pending
export const POST = withApi(cancelDeletionEndpoint, async ({ params }) => {
  await cancelAccountDeletion(params.token);
  return ok(null, "Your account is kept. You can log in again.");
});
