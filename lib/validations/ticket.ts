import { z } from "zod";
import { nigerianPhone } from "@/lib/validations/auth";
import { lineText, multilineText, numberNamed, objectId, strictNumber } from "@/lib/validations/common";

const safeJson = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const promoCodeText = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  lineText()
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, "A code is 3 to 30 letters, digits or dashes")
    .transform((value) => value.toUpperCase())
    .optional(),
);

const ticketLine = z.object({
  ticketTypeId: objectId,
  quantity: strictNumber(numberNamed("Quantity").int("Quantity must be a whole number").min(1, "Buy at least 1 ticket").max(1_000, "That is more tickets than one purchase allows")),
});

/** The purchase form (SPEC 3); the existing client sends numbers as numbers or strings. */
const purchaseFields = z.object({
  fullName: lineText({ error: "Full name is required" }).trim().min(2, "Full name is required").max(120, "Full name is too long"),
  email: lineText({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254)
    .pipe(z.email("Enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  // The existing client's one number (the default type). Sent with `tickets`, it must be their sum.
  numberOfTicket: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    strictNumber(
      numberNamed("Number of tickets")
        .int("Number of tickets must be a whole number")
        .min(1, "Buy at least 1 ticket")
        .max(1_000, "That is more tickets than one purchase allows"),
    ).optional(),
  ),
  // How many of each ticket type; a form may send it as JSON text.
  tickets: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? safeJson(value) : value === "" ? undefined : value),
    z.array(ticketLine).min(1, "Choose at least one ticket").max(20, "Too many ticket types in one order").optional(),
  ),
  promoCode: promoCodeText.optional(),
  needCarPackingSpace: z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? "no" : value),
    z.enum(["yes", "no"], { error: "Car parking must be yes or no" }),
  ),
  specialRequest: z.preprocess((value) => value ?? "", multilineText().trim().max(500, "Special request is too long")),
});

function oneAnswerToHowMany(input: z.output<typeof purchaseFields>, ctx: z.RefinementCtx) {
  if (!input.tickets && input.numberOfTicket === undefined) {
    ctx.addIssue({ code: "custom", path: ["numberOfTicket"], message: "Number of tickets is required" });
  }
  const chosen = input.tickets?.reduce((sum, line) => sum + line.quantity, 0);
  if (chosen !== undefined && input.numberOfTicket !== undefined && chosen !== input.numberOfTicket) {
    // Two different answers to "how many": refuse rather than guess which the buyer meant.
    ctx.addIssue({ code: "custom", path: ["numberOfTicket"], message: `Number of tickets (${input.numberOfTicket}) does not match the tickets chosen (${chosen})` });
  }
  const ids = (input.tickets ?? []).map((line) => line.ticketTypeId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["tickets"], message: "Name each ticket type once" });
}

export const purchaseSchema = purchaseFields.superRefine(oneAnswerToHowMany);

/** A purchase without an account (our pages): the same, with the phone number the tickets' holder is reached on. */
export const guestPurchaseSchema = purchaseFields
  .extend({ phoneNo: z.union([nigerianPhone, z.number().int().transform(String).pipe(nigerianPhone)]) })
  .superRefine(oneAnswerToHowMany);
export type GuestPurchaseInput = z.output<typeof guestPurchaseSchema>;

/** A price check before paying: the same choice of tickets and code, nothing held. */
export const quoteSchema = z.object({
  tickets: z.array(ticketLine).max(20).default([]),
  promoCode: promoCodeText.optional(),
});
export type QuoteInput = z.output<typeof quoteSchema>;

export const eventIdParam = z.object({ eventId: objectId });
// The public order id (32 hex digits), or the internal ObjectId, which counts only with the buyer's token.
export const orderIdParam = z.object({ orderId: z.string().regex(/^([a-f\d]{24}|[a-f\d]{32})$/i, "is not a valid order id") });
export const verifyQuery = z.object({
  reference: z.string({ error: "reference is required" }).regex(/^[A-Za-z0-9.=-]{6,100}$/, "is not a valid payment reference"),
});
export const planParam = z.object({ plan: z.enum(["pro", "premium"], { error: "Choose the pro or premium plan" }) });

export type PurchaseInput = z.output<typeof purchaseSchema>;
