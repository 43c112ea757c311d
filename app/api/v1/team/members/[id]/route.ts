import { revokeMemberEndpoint } from "@/lib/api/contracts/team";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ownerActor } from "@/lib/domain/audit/audit-log";
import { revokeMembership } from "@/lib/domain/team/team-roster";

// DELETE /api/v1/team/members/{id} — remove a member from your team, at once
export const DELETE = withApi(revokeMemberEndpoint, async ({ request, caller, params }) => {
  await revokeMembership(ownerActor(caller.user), params.id, request.headers.get("user-agent"));
  return ok(null, "Team member removed");
});
