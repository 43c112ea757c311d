import { releaseHoldEndpoint } from "@/lib/api/contracts/payments";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { RELEASE_MESSAGE, releaseHold } from "@/lib/domain/orders/release-hold";

// POST /api/v1/payment/release — the buyer lets a held order's tickets go
export const POST = withApi(releaseHoldEndpoint, async ({ body, caller }) =>
  ok(await releaseHold(body.reference, caller?.userId ?? null), RELEASE_MESSAGE),
);
