import { gateFiguresEndpoint } from "@/lib/api/contracts/gate";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { gateFigures } from "@/lib/domain/gate/gate-figures";
import { requireGateActor } from "@/lib/domain/gate/require-gate-actor";

// GET /api/v1/events/{id}/gate/figures — the live gate view's figures
export const GET = withApi(gateFiguresEndpoint, async ({ request, params }) => {
  await requireGateActor(request, params.id);
  return ok(await gateFigures(params.id));
});
