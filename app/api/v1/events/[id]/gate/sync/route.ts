import { gateSyncEndpoint } from "@/lib/api/contracts/gate";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { requireGateActor } from "@/lib/domain/gate/require-gate-actor";
import { syncScans } from "@/lib/domain/gate/sync-scans";

// POST /api/v1/events/{id}/gate/sync — a gate device's queued scans, decided by the server
export const POST = withApi(gateSyncEndpoint, async ({ request, params, body }) => {
  const actor = await requireGateActor(request, params.id);
  return ok(await syncScans(params.id, actor, body));
});
