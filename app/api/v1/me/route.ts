import { meEndpoint } from "@/lib/api/contracts/accounts";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";

// GET /api/v1/me — the signed-in user
export const GET = withApi(meEndpoint, async ({ caller }) => ok(caller.user, "Profile fetched successfully"));
