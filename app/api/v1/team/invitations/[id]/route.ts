import { withdrawInvitationEndpoint } from "@/lib/api/contracts/team";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ownerActor } from "@/lib/domain/audit/audit-log";
import { withdrawInvitation } from "@/lib/domain/team/team-roster";

// DELETE /api/v1/team/invitations/{id} — withdraw an invitation not yet accepted
export const DELETE = withApi(withdrawInvitationEndpoint, async ({ request, caller, params }) => {
  await withdrawInvitation(ownerActor(caller.user), params.id, request.headers.get("user-agent"));
  return ok(null, "Invitation withdrawn");
});
