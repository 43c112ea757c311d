import { z } from "zod";
import { objectId } from "@/lib/validations/common";

export const refundRequestSchema = z.object({
  // The order's public id (as ticket sales list it), internal id or payment reference.
  orderId: z.string({ error: "Choose an order" }).trim().min(1, "Choose an order").max(100),
  // Leave out to refund every live ticket of the order.
  ticketIds: z.array(objectId).min(1, "Choose at least one ticket").max(100).optional(),
  reason: z.string().trim().max(500).default(""),
});

export const cancelEventSchema = z.object({
  message: z.string({ error: "Tell your ticket holders why" }).trim().min(3, "Tell your ticket holders why (at least 3 characters)").max(1_000),
});

export const refundIdParams = z.object({ id: objectId });
export const eventRefundsQuery = z.object({ eventId: objectId });
