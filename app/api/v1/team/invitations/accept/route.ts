import { acceptInvitationEndpoint } from "@/lib/api/contracts/team";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { acceptInvitation } from "@/lib/domain/team/invitations";

// POST /api/v1/team/invitations/accept — join a team with an invitation's token
export const POST = withApi(acceptInvitationEndpoint, async ({ request, caller, body }) =>
  ok(await acceptInvitation(caller.user, body.token, request.headers.get("user-agent")), "You have joined the team"),
);
