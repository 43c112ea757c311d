import { listRefundsEndpoint } from "@/lib/api/contracts/refunds";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listEventRefunds } from "@/lib/domain/refunds/list-refunds";

// GET /api/v1/events/{id}/refunds — the refunds of your event
export const GET = withApi(listRefundsEndpoint, async ({ caller, params }) => ok(await listEventRefunds(caller.userId, params.id)));
