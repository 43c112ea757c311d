import { updatePromoCodeEndpoint } from "@/lib/api/contracts/promo-codes";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { updatePromoCode } from "@/lib/domain/promo/manage-codes";
import { promoCodeEdited } from "@/lib/domain/audit/audit-details";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";

// PATCH /api/v1/events/{id}/promo-codes/{codeId} — deactivate a code or change its limit or window
export const PATCH = withApi(updatePromoCodeEndpoint, async ({ request, caller, params, body }) => {
  const code = await updatePromoCode(caller.userId, params.id, params.codeId, body);
  const userAgent = request.headers.get("user-agent");
  await auditEventAction({
    who: caller.userId,
    eventId: params.id,
    permission: "edit",
    action: "promo_edit",
    detail: promoCodeEdited(code.code, body),
    userAgent,
  });
  return ok(code, "Promo code updated");
});
