import { createLinkEndpoint, listLinksEndpoint } from "@/lib/api/contracts/check-in-links";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { ownerActor } from "@/lib/domain/audit/audit-log";
import { createCheckInLink, listCheckInLinks } from "@/lib/domain/gate/check-in-links";

// GET /api/v1/team/links — your check-in links
export const GET = withApi(listLinksEndpoint, async ({ caller }) => ok(await listCheckInLinks(caller.userId), "Check-in links fetched successfully"));

// POST /api/v1/team/links — create a named check-in link for one of your events
export const POST = withApi(createLinkEndpoint, async ({ request, caller, body }) =>
  created(await createCheckInLink(ownerActor(caller.user), body, request.headers.get("user-agent")), "Check-in link created"),
);
