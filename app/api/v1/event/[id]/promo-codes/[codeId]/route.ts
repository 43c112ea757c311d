import { updatePromoCodeEndpoint } from "@/lib/api/contracts/ticket-types";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { updatePromoCode } from "@/lib/promo/manage-codes";

// PATCH /api/v1/event/{id}/promo-codes/{codeId} — deactivate a code or change its limit or window
export const PATCH = withApi(updatePromoCodeEndpoint, async ({ caller, params, body }) =>
  ok(await updatePromoCode(caller.userId, params.id, params.codeId, body), "Promo code updated"),
);
