import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { listForResaleSchema, resaleHolderQuery, resalePolicySchema, ticketIdParams, withdrawResaleSchema } from "@/lib/domain/validations/resale";

const HOLDER =
  "The holder is the signed-in owner of the ticket, or anyone with its order's no-login link: then send `orderId` (the order's public id) and `key` (the link's `k`). A ticket the caller does not hold answers 404.";
const VIEW =
  "`data` is the ticket's resale {ticketId, state: none | listed | claimed | sold | withdrawn, canList, canWithdraw, closesAt, paidKobo, feeKobo, refundKobo, listedAt, soldAt}";

export const ticketResaleEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/tickets/{ticketId}/resale",
  summary: "Where a ticket stands on resale, and what selling it back returns",
  tags: ["resale"],
  auth: "optional",
  params: ticketIdParams,
  query: resaleHolderQuery,
  success: { status: 200, description: `${VIEW}. ${HOLDER}` },
});

export const listForResaleEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/tickets/{ticketId}/resale",
  summary: "Sell a ticket back at face value, where the organiser allows it",
  tags: ["resale"],
  auth: "optional",
  params: ticketIdParams,
  body: listForResaleSchema,
  success: {
    status: 200,
    description: `${VIEW}. The ticket stays the holder's and still admits until it sells: it is sold once the type's own stock is gone, in listing order, and when the new buyer's payment settles the holder is refunded \`refundKobo\` (the price paid less the policy's fee) through Paystack's refund API and the ticket stops admitting. \`expectedRefundKobo\`, when sent, must equal that figure (409 if the terms changed). 409 when resale is off or closed, or the ticket was used, refunded or is on resale already. ${HOLDER}`,
  },
});

export const withdrawResaleEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/tickets/{ticketId}/resale/withdraw",
  summary: "Take a ticket off resale before it sells",
  tags: ["resale"],
  auth: "optional",
  params: ticketIdParams,
  body: withdrawResaleSchema,
  success: { status: 200, description: `${VIEW}. 409 while a buyer is paying for it, once sold, or when it is not on resale. ${HOLDER}` },
});

export const resaleSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/events/{id}/resale",
  summary: "Your event's resale policy and figures",
  tags: ["resale"],
  auth: "required",
  params: eventIdParams,
  success: {
    status: 200,
    description: "`data` is {policy: {allowed, until, feePercent, gatewayFee}, figures: {listed, claimed, sold, refundedKobo}}",
  },
});

export const updateResalePolicyEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/events/{id}/resale",
  summary: "Set whether holders may sell tickets back at face value, until when, and the fee they bear",
  tags: ["resale"],
  auth: "required",
  params: eventIdParams,
  body: resalePolicySchema,
  success: {
    status: 200,
    description:
      "`data` is the policy and figures. `until` null: until the event starts. The holder bears `feePercent` of the price they paid and, with `gatewayFee`, Paystack's charge on the new sale (events whose buyers pay the fees: none). Listings made before keep the figure their holders were shown.",
  },
});
