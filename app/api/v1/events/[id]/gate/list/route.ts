import { checkInListEndpoint } from "@/lib/api/contracts/gate";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { checkInList } from "@/lib/domain/gate/check-in-list";
import { requireGateActor } from "@/lib/domain/gate/require-gate-actor";

// GET /api/v1/events/{id}/gate/list — an event's check-in list (or its changes since a version) for gate devices
export const GET = withApi(checkInListEndpoint, async ({ request, params, query }) => {
  await requireGateActor(request, params.id);
  // The server gzips it (10,000 tickets: about 1.5 MB of JSON); a device holds the list itself, so nothing caches it.
  return ok(await checkInList(params.id, query.since), "Success", { headers: { "cache-control": "private, no-store" } });
});
