import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { eventIdParam, guestPurchaseSchema, purchaseSchema, quoteSchema, resendTicketsSchema } from "@/lib/domain/validations/ticket";

export const purchaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/create/ticket/{eventId}",
  summary: "Hold tickets for 15 minutes in a pending order (free events are issued at once)",
  tags: ["tickets"],
  auth: "required",
  params: eventIdParam,
  body: purchaseSchema,
  success: {
    status: 201,
    description:
      "`data` is a list whose first item is the order (`_id`, `reference`, `status`). Optional `holders`: `[{ name, phone }]`, one per ticket in seat order, when the event names holders (docs/tickets-for-people.md)",
  },
});

export const guestPurchaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/guest-tickets",
  oldPath: "/api/v1/guest/tickets/{id}",
  summary:
    "Hold tickets without an account: name, e-mail and Nigerian phone number; pay with the order's public id. The tickets are e-mailed with a no-login link, and signing up with the e-mail later claims the order. An e-mail that has an account must log in (409).",
  tags: ["tickets"],
  auth: "public",
  params: eventIdParams,
  body: guestPurchaseSchema,
  success: { status: 201, description: "`data` is a list whose first item is the order (`_id` is its public id, `reference`, `status`)" },
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
      "`data` is `{ lines, ticketsKobo, discountKobo, feeMode, platformFeeKobo, gatewayFeeKobo, feeKobo, totalKobo, total, promoCode, ticketTypes }`: " +
      "`ticketsKobo` is what the tickets cost after the code, `totalKobo` (and `total`, naira) what the buyer pays, the fees included when `feeMode` is `pass` " +
      "(`feeKobo` = the booking fee `platformFeeKobo` + the payment processing fee `gatewayFeeKobo`; all 0 when the organiser absorbs them); " +
      "`ticketTypes` (each with `price` and `allInPrice`) includes hidden types the code unlocks",
  },
});

export const resendTicketsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/orders/resend-tickets",
  summary:
    "E-mail the no-login ticket links again: those of the order `orderId` (its public id, optional) when bought with `email`, and every guest order of `email`. Answered the same whether or not the address bought anything; 429 past 10 requests an hour from one client.",
  tags: ["tickets"],
  auth: "public",
  body: resendTicketsSchema,
  success: { status: 200, description: "`data` is null" },
});
