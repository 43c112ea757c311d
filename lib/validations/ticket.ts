import { z } from "zod";
import { objectId } from "@/lib/validations/common";

/** The purchase form (SPEC 3); the existing client sends numbers as numbers or strings. */
export const purchaseSchema = z.object({
  fullName: z.string({ error: "Full name is required" }).trim().min(2, "Full name is required").max(120, "Full name is too long"),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254)
    .pipe(z.email("Enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  numberOfTicket: z.coerce
    .number({ error: "Number of tickets is required" })
    .int("Number of tickets must be a whole number")
    .min(1, "Buy at least 1 ticket")
    .max(1_000, "That is more tickets than one purchase allows"),
  needCarPackingSpace: z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? "no" : value),
    z.enum(["yes", "no"], { error: "Car parking must be yes or no" }),
  ),
  specialRequest: z.preprocess((value) => value ?? "", z.string().trim().max(500, "Special request is too long")),
});

export const eventIdParam = z.object({ eventId: objectId });
// The public order id (32 hex digits), or the internal ObjectId, which counts only with the buyer's token.
export const orderIdParam = z.object({ orderId: z.string().regex(/^([a-f\d]{24}|[a-f\d]{32})$/i, "is not a valid order id") });
export const verifyQuery = z.object({
  reference: z.string({ error: "reference is required" }).regex(/^[A-Za-z0-9.=-]{6,100}$/, "is not a valid payment reference"),
});
export const planParam = z.object({ plan: z.enum(["pro", "premium"], { error: "Choose the pro or premium plan" }) });

export type PurchaseInput = z.output<typeof purchaseSchema>;
