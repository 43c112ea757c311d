import { teamEndpoint } from "@/lib/api/contracts/team";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listTeam } from "@/lib/domain/team/team-roster";

// GET /api/v1/team — your team's members and waiting invitations
export const GET = withApi(teamEndpoint, async ({ caller }) => ok(await listTeam(caller.userId), "Team fetched successfully"));
