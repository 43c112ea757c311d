import { inviteEndpoint } from "@/lib/api/contracts/team";
import { created } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { inviteToTeam } from "@/lib/domain/team/invitations";

// POST /api/v1/team/invitations — invite someone to your team by e-mail
export const POST = withApi(inviteEndpoint, async ({ request, caller, body }) =>
  created(await inviteToTeam(caller.user, body, request.headers.get("user-agent")), `Invitation sent to ${body.email}`),
);
