import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { createPromoCodeSchema, promoCodeParams, updatePromoCodeSchema } from "@/lib/domain/validations/promo-code";
import { quoteSchema } from "@/lib/domain/validations/ticket";
import { replaceTicketTypesSchema } from "@/lib/domain/validations/ticket-type";

export const listTicketTypesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/event/{id}/ticket-types",
  summary: "Your event's ticket types, hidden ones included, with seats taken (held or sold) per type",
  tags: ["ticket types"],
  auth: "required",
  params: eventIdParams,
  success: {
    status: 200,
    description:
      "`data` is a list of `{ _id, name, description, price, quantity, left, taken, minPerOrder, maxPerOrder, salesStart, salesEnd, hidden, state }`",
  },
});

export const replaceTicketTypesEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/event/{id}/ticket-types",
  summary:
    "Replace your event's ticket types (add, edit, reorder, remove; `_id` keeps an existing type). Once live: prices locked, quantities never below sold + held, types with sales stay. Counts toward the event's 5 changes in 5 seconds (429 with Retry-After past them)",
  tags: ["ticket types"],
  auth: "required",
  params: eventIdParams,
  body: replaceTicketTypesSchema,
  success: { status: 200, description: "`data` is the new list of types" },
});

export const listPromoCodesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/event/{id}/promo-codes",
  summary: "Your event's promo and access codes, with uses and revenue",
  tags: ["promo codes"],
  auth: "required",
  params: eventIdParams,
  success: { status: 200, description: "`data` is a list of codes (`uses`, `maxUses`, `revenue` in naira, `active`)" },
});

export const createPromoCodeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/event/{id}/promo-codes",
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
  path: "/api/v1/event/{id}/promo-codes/{codeId}",
  summary: "Deactivate (or reactivate) a code, or change its use limit or window",
  tags: ["promo codes"],
  auth: "required",
  params: promoCodeParams,
  body: updatePromoCodeSchema,
  success: { status: 200, description: "`data` is the code" },
});

export const quoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/quote",
  summary:
    "Price a choice of ticket types (and a code) without holding anything; a bad code answers 422 with the reason, and past 20 refused codes in 15 minutes (per client and event) 429",
  tags: ["tickets"],
  auth: "public",
  params: eventIdParams,
  body: quoteSchema,
  success: {
    status: 200,
    description:
      "`data` is `{ lines, totalKobo, total, discountKobo, promoCode, ticketTypes }`; `ticketTypes` includes hidden types the code unlocks",
  },
});
