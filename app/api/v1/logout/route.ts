import { logoutEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { revokeSession } from "@/lib/domain/auth/sessions";

// POST /api/v1/logout/ — end this session
export const POST = withApi(logoutEndpoint, async ({ caller }) => {
  await revokeSession(caller.sessionId);
  return ok(null, "Logged out successfully");
});
