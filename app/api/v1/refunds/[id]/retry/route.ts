import { retryRefundEndpoint } from "@/lib/api/contracts/refunds";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { retryRefund } from "@/lib/domain/refunds/retry-refund";

// POST /api/v1/refunds/{id}/retry — send a failed refund again
export const POST = withApi(retryRefundEndpoint, async ({ caller, params }) => ok(await retryRefund(caller.userId, params.id), "Refund sent again"));
