import { revokeLinkEndpoint } from "@/lib/api/contracts/check-in-links";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ownerActor } from "@/lib/domain/audit/audit-log";
import { revokeCheckInLink } from "@/lib/domain/gate/check-in-links";

// DELETE /api/v1/team/links/{id} — revoke a check-in link
export const DELETE = withApi(revokeLinkEndpoint, async ({ request, caller, params }) => {
  await revokeCheckInLink(ownerActor(caller.user), params.id, request.headers.get("user-agent"));
  return ok(null, "Check-in link revoked");
});
