import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { createPromoCodeSchema, promoCodeParams, updatePromoCodeSchema } from "@/lib/domain/validations/promo-code";

export const listPromoCodesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/promo-codes",
  oldPath: "/api/v1/event/{id}/promo-codes",
  summary: "Your event's promo and access codes, with uses and revenue",
  tags: ["promo codes"],
  auth: "required",
  params: eventIdParams,
  success: { status: 200, description: "`data` is a list of codes (`uses`, `maxUses`, `revenue` in naira, `active`)" },
});

export const createPromoCodeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/promo-codes",
  oldPath: "/api/v1/event/{id}/promo-codes",
  summary:
    "Create a code: percent or fixed naira off per ticket, for some or all types, optional use limit (per ticket) and window; `unlocksHidden` makes it an access code (at least 8 characters)",
  tags: ["promo codes"],
  auth: "required",
  params: eventIdParams,
  body: createPromoCodeSchema,
  success: { status: 201, description: "`data` is the code; 409 if the event already has it" },
});

export const updatePromoCodeEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/events/{id}/promo-codes/{codeId}",
  oldPath: "/api/v1/event/{id}/promo-codes/{codeId}",
  summary: "Deactivate (or reactivate) a code, or change its use limit or window",
  tags: ["promo codes"],
  auth: "required",
  params: promoCodeParams,
  body: updatePromoCodeSchema,
  success: { status: 200, description: "`data` is the code" },
});
