import { createPromoCodeEndpoint, listPromoCodesEndpoint } from "@/lib/api/contracts/promo-codes";
import { created, ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { createPromoCode, listPromoCodes } from "@/lib/domain/promo/manage-codes";
import { promoCodeCreated } from "@/lib/domain/audit/audit-details";
import { auditEventAction } from "@/lib/domain/audit/audit-event-action";

// GET /api/v1/events/{id}/promo-codes — your event's codes with uses and revenue
export const GET = withApi(listPromoCodesEndpoint, async ({ caller, params }) =>
  ok(await listPromoCodes(caller.userId, params.id), "Promo codes fetched successfully"),
);

// POST /api/v1/events/{id}/promo-codes — create a promo or access code
export const POST = withApi(createPromoCodeEndpoint, async ({ request, caller, params, body }) => {
  const code = await createPromoCode(caller.userId, params.id, body);
  const userAgent = request.headers.get("user-agent");
  await auditEventAction({
    who: caller.userId,
    eventId: params.id,
    permission: "edit",
    action: "promo_create",
    detail: promoCodeCreated(code),
    userAgent,
  });
  return created(code, "Promo code created");
});
