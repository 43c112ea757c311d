import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { payoutAccountSchema } from "@/lib/domain/validations/payout";
import { cancelEventSchema, eventRefundsQuery, refundIdParams, refundRequestSchema } from "@/lib/domain/validations/refund";

export const refundTicketsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/refunds",
  summary: "Refund a paid order of your event, whole or some of its tickets (`ticketIds`), with a reason",
  tags: ["refunds"],
  auth: "required",
  body: refundRequestSchema,
  success: {
    status: 201,
    description:
      "`data` is the refund ({_id, reference, status, quantity, amount}). The tickets are void at once and their seats return to sale; the money goes back through Paystack's refund API (status pending → processed | failed, by webhook and a verify sweep); 409 when the tickets are already refunded",
  },
});

export const listRefundsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/refunds",
  summary: "The refunds of your event (`?eventId=`), newest first, with their status",
  tags: ["refunds"],
  auth: "required",
  query: eventRefundsQuery,
  success: { status: 200, description: "`data` is a list of refunds ({_id, reference, orderId, buyerName, kind, quantity, amount, status, note})" },
});

export const retryRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/refunds/{id}/retry",
  summary: "Send a failed refund to Paystack again",
  tags: ["refunds"],
  auth: "required",
  params: refundIdParams,
  body: z.object({}).optional(),
  success: { status: 200, description: "`data` is the refund with its new status; 409 unless it had failed" },
});

export const cancelEventEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/events/{id}/cancel",
  summary: "Cancel your event with a message: sales stop, every paid order is refunded and every buyer e-mailed",
  tags: ["refunds"],
  auth: "required",
  params: eventIdParams,
  body: cancelEventSchema,
  success: {
    status: 200,
    description:
      '`data` is {_id, status: "cancelled", cancelledAt, refundsQueued}; the event answers `status: "cancelled"` from then on and leaves the listings',
  },
});

export const listBanksEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/payouts/banks",
  summary: "The Nigerian banks payouts can reach (Paystack's bank list)",
  tags: ["payouts"],
  auth: "required",
  success: { status: 200, description: "`data` is a list of {name, code}" },
});

export const resolveAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/payouts/resolve",
  summary: "The account name the bank holds for `?accountNumber=&bankCode=`, for you to confirm before saving",
  tags: ["payouts"],
  auth: "required",
  query: payoutAccountSchema,
  success: {
    status: 200,
    description:
      "`data` is {bankCode, bankName, accountNumber, accountName}; 422 with a clear message when the account does not resolve; 429 past 20 lookups (saves included) an hour",
  },
});

export const getPayoutAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/payouts/account",
  summary: "Your saved payout account",
  tags: ["payouts"],
  auth: "required",
  success: { status: 200, description: "`data` is {bankCode, bankName, accountNumber, accountName} or null" },
});

export const savePayoutAccountEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/v1/payouts/account",
  summary: "Save your payout account; the name is resolved by Paystack again, never taken from the request",
  tags: ["payouts"],
  auth: "required",
  body: payoutAccountSchema,
  success: { status: 200, description: "`data` is the saved account with its resolved name" },
});

export const listPayoutsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/payouts",
  summary: "Your payouts, newest first (status pending | paid | failed | reversed)",
  tags: ["payouts"],
  auth: "required",
  success: { status: 200, description: "`data` is a list of payouts" },
});

export const listEventLedgersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/payouts/balances",
  summary: "The money of each of your events: sales, refunds, the platform fee, payouts and what you can withdraw, from when",
  tags: ["payouts"],
  auth: "required",
  success: {
    status: 200,
    description:
      "`data` is a list of {eventId, eventTitle, grossSales, refunded, netSales, fee, organiserShare, paidOut, pendingPayouts, available, settlesAt, settled, cancelled} in naira; `available` stays 0 until `settlesAt` (the event's end plus the settlement days)",
  },
});
