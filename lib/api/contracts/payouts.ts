import { defineEndpoint } from "@/lib/api/endpoint";
import { payoutAccountSchema, payoutRequestSchema } from "@/lib/domain/validations/payout";

export const requestPayoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/v1/payouts",
  summary:
    "Pay out part of an event's balance (paid revenue less refunds, the platform fee and pending or paid payouts) to your saved account by Paystack transfer",
  tags: ["organiser"],
  auth: "required",
  body: payoutRequestSchema,
  success: {
    status: 201,
    description:
      "`data` is the payout ({_id, reference, amount, status}); its status moves pending → paid | failed | reversed by the transfer webhook and a verify sweep, and failed or reversed money returns to the balance",
  },
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
      "`data` is a list of {eventId, eventTitle, grossSales, buyerFees, paidByBuyers, refunded, netSales, fee, totalFees, organiserShare, paidOut, pendingPayouts, available, settlesAt, settled, cancelled} in naira: `paidByBuyers` (gross, all in) = `grossSales` (tickets) + `buyerFees` (fees buyers paid on top); `totalFees` = `buyerFees` + `fee` (the platform's, kept from sales); `organiserShare` is the net; `available` stays 0 until `settlesAt` (the event's end plus the settlement days)",
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
