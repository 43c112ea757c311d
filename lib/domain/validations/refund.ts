import { z } from "zod";
import { lineText, multilineText, objectId } from "@/lib/domain/validations/common";

export const refundRequestSchema = z.object({
  // The order's public id (as ticket sales list it), internal id or payment reference.
  orderId: lineText({ error: "Choose an order" }).trim().min(1, "Choose an order").max(100),
  // Leave out to refund every live ticket of the order.
  ticketIds: z.array(objectId).min(1, "Choose at least one ticket").max(100).optional(),
  reason: multilineText().trim().max(500, "The reason must be at most 500 characters").default(""),
});

export const cancelEventSchema = z.object({
  message: multilineText({ error: "Tell your ticket holders why" }).trim().min(3, "Tell your ticket holders why (at least 3 characters)").max(1_000),
});

export const refundIdParams = z.object({ id: objectId });
export const eventRefundsQuery = z.object({ eventId: objectId });
