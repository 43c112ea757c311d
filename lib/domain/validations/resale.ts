// Resale (docs/resale.md): the organiser's policy, and a holder listing or withdrawing a ticket.
import { z } from "zod";
import { lineText, objectId } from "@/lib/domain/validations/common";

export const MAX_RESALE_FEE_PERCENT = 50;

export const resalePolicySchema = z.object({
  allowed: z.boolean({ error: "Say whether holders may sell tickets back (true or false)" }),
  // Until when holders may list; null or absent: until the event starts.
  until: z.iso
    .datetime({ offset: true, error: "Give the closing time as an ISO date and time, e.g. 2026-12-12T18:00:00+01:00" })
    .nullable()
    .optional(),
  feePercent: z
    .number({ error: "The resale fee must be a number of percent" })
    .min(0, "The resale fee cannot be negative")
    .max(MAX_RESALE_FEE_PERCENT, `The resale fee can be at most ${MAX_RESALE_FEE_PERCENT} %`)
    .default(0),
  gatewayFee: z.boolean({ error: "Say whether the holder bears the payment fee of the new sale (true or false)" }).default(false),
});
export type ResalePolicyInput = z.infer<typeof resalePolicySchema>;

export const ticketIdParams = z.object({ ticketId: objectId });

/** The order's no-login link (`/orders/{orderId}?k=`), for a holder who is not signed in. */
const orderLink = {
  orderId: lineText().trim().min(1).max(100).optional(),
  key: lineText().trim().min(1).max(200).optional(),
};

export const resaleHolderQuery = z.object(orderLink);

export const listForResaleSchema = z.object({
  ...orderLink,
  // The refund the holder was shown (kobo): refused if the terms changed meanwhile.
  expectedRefundKobo: z.number().int().min(0).optional(),
});

export const withdrawResaleSchema = z.object(orderLink);
