import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { eventIdParams } from "@/lib/domain/validations/event";
import { eventRefundsQuery, refundIdParams, refundRequestSchema } from "@/lib/domain/validations/refund";

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
  path: "/api/v1/events/{id}/refunds",
  summary: "The refunds of your event, newest first, with their status",
  tags: ["refunds"],
  auth: "required",
  params: eventIdParams,
  success: { status: 200, description: "`data` is a list of refunds ({_id, reference, orderId, buyerName, kind, quantity, amount, status, note})" },
});

export const listRefundsByQueryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/refunds",
  summary: "The refunds of your event (`?eventId=`): the old form of GET /api/v1/events/{id}/refunds",
  tags: ["refunds"],
  auth: "required",
  deprecated: true,
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
