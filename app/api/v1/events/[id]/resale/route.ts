import { resaleSettingsEndpoint, updateResalePolicyEndpoint } from "@/lib/api/contracts/resale";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { resaleSettings, updateResalePolicy } from "@/lib/domain/resale/resale-settings";

// GET /api/v1/events/{id}/resale — the event's resale policy and figures
export const GET = withApi(resaleSettingsEndpoint, async ({ caller, params }) => ok(await resaleSettings(caller.userId, params.id)));

// PUT /api/v1/events/{id}/resale — set the resale policy (owner or co-organiser)
export const PUT = withApi(updateResalePolicyEndpoint, async ({ request, caller, params, body }) =>
  ok(await updateResalePolicy(caller.userId, params.id, body, request.headers.get("user-agent")), "Resale policy saved"),
);
