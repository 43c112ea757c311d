import { defineEndpoint } from "@/lib/api/endpoint";
import { checkoutSchema, orderIdParam, publicOrderIdParam, planParam, releaseHoldSchema, verifyQuery } from "@/lib/domain/validations/ticket";

export const paymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/payment/{orderId}",
  summary:
    "Start checkout for a pending order; its public id (create-ticket's `data[0]._id`) is the capability, no token needed. The internal id needs the buyer's token. " +
    "The checkout offers the event's `paymentChannels` (Paystack's names: bank_transfer, card, ussd, bank), `channel` first when the buyer chose one; " +
    "bank_transfer and USSD hold the seats longer (45 and 30 minutes) while fewer than half the unsold seats are in such holds, one per buyer per event.",
  tags: ["payments"],
  auth: "optional",
  params: orderIdParam,
  body: checkoutSchema,
  success: {
    status: 200,
    description:
      "`data.checkout_url` is where the buyer pays; `data.heldUntil` (ISO) is when the hold ends, `data.longHold` whether the channel's longer hold was given, `data.channels` what the checkout offers and `data.payLaterUrl` the page that resumes this payment",
  },
});

export const paymentProgressEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/orders/{orderId}/payment",
  summary:
    "Where a ticket order's payment stands, by its public id (the capability, as for paying it): read from our records, which the webhook and a scheduled check at the gateway keep current. Poll it while a transfer is on its way.",
  tags: ["payments"],
  auth: "public",
  params: publicOrderIdParam,
  success: {
    status: 200,
    description:
      "`data.state` is waiting, paid, ended (the hold ran out) or refunding; `data.heldUntil` (ISO, while waiting), `data.method` (the channel, when known), `data.amountKobo` and, once paid, `data.ticketsUrl`",
  },
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
