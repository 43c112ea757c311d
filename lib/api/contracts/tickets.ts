import { defineEndpoint } from "@/lib/api/endpoint";
import {
  eventIdParam,
  guestPurchaseSchema,
  orderIdParam,
  planParam,
  purchaseSchema,
  releaseHoldSchema,
  resendTicketsSchema,
  verifyQuery,
} from "@/lib/domain/validations/ticket";

export const purchaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/create/ticket/{eventId}",
  summary: "Hold tickets for 15 minutes in a pending order (free events are issued at once)",
  tags: ["tickets"],
  auth: "required",
  params: eventIdParam,
  body: purchaseSchema,
  success: { status: 201, description: "`data` is a list whose first item is the order (`_id`, `reference`, `status`)" },
});

export const guestPurchaseEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/guest/tickets/{eventId}",
  summary:
    "Hold tickets without an account: name, e-mail and Nigerian phone number; pay with the order's public id. The tickets are e-mailed with a no-login link, and signing up with the e-mail later claims the order. An e-mail that has an account must log in (409).",
  tags: ["tickets"],
  auth: "public",
  params: eventIdParam,
  body: guestPurchaseSchema,
  success: { status: 201, description: "`data` is a list whose first item is the order (`_id` is its public id, `reference`, `status`)" },
});

export const paymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/payment/{orderId}",
  summary:
    "Start checkout for a pending order; its public id (create-ticket's `data[0]._id`) is the capability, no token needed. The internal id needs the buyer's token.",
  tags: ["payments"],
  auth: "optional",
  params: orderIdParam,
  success: { status: 200, description: "`data.checkout_url` is where the buyer pays" },
});

export const verifyPaymentEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/verify",
  summary: "Verify a payment by its reference (or the order's public id) and fulfil the order once",
  tags: ["payments"],
  auth: "public",
  query: verifyQuery,
  success: {
    status: 200,
    description:
      "`data.status` is 'Successful' (every ticket issued), 'Failed' (declined: the order stays payable until its hold ends) or 'Pending'; `data.message` says why",
  },
});

export const releaseHoldEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/payment/release",
  summary:
    "Let a held order's tickets go before its 15 minutes are up (after a declined payment, say). The payment reference is the capability; an account's order also needs that account's token. A payment the gateway already took completes the order instead (409).",
  tags: ["payments"],
  auth: "optional",
  body: releaseHoldSchema,
  success: {
    status: 200,
    description: "`data.released` is true once the seats are given back (also when the hold had already ended); `data.eventId` is the event's id",
  },
});

export const planCheckoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/plans/{plan}/checkout",
  summary: "Start checkout for a year of the Pro or Premium plan",
  tags: ["payments"],
  auth: "required",
  params: planParam,
  success: { status: 200, description: "`data.checkout_url` is where the buyer pays; the plan changes once payment is verified" },
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
