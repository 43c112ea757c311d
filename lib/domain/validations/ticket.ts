import { z } from "zod";
import { PAYMENT_CHANNELS } from "@/lib/domain/payments/channels";
import { emailOnlySchema, nigerianPhone } from "@/lib/domain/validations/auth";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH, FULLNAME_MAX_LENGTH } from "@/lib/domain/validations/auth-rules";
import { holdersField } from "@/lib/domain/validations/ticket-holder-input";
import { lineText, multilineText, numberNamed, objectId, strictNumber } from "@/lib/domain/validations/common";
import {
  MAX_TICKETS_PER_LINE,
  MAX_TICKET_TYPES_PER_ORDER,
  PARKING_ANSWERS,
  PROMO_CODE_PATTERN,
  PURCHASE_MESSAGES as M,
  SPECIAL_REQUEST_MAX_LENGTH,
  countMismatch,
} from "@/lib/domain/validations/purchase-rules";

// The rules and messages are the ones the purchase form checks before sending (purchase-form-checks.ts).

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
    .regex(PROMO_CODE_PATTERN, M.promoCode)
    .transform((value) => value.toUpperCase())
    .optional(),
);

const ticketLine = z.object({
  ticketTypeId: objectId,
  quantity: strictNumber(numberNamed("Quantity").int(M.quantityWhole).min(1, M.atLeastOne).max(MAX_TICKETS_PER_LINE, M.tooMany)),
});

/** The purchase form (SPEC 3); the existing client sends numbers as numbers or strings. */
const purchaseFields = z.object({
  fullName: lineText({ error: AUTH_MESSAGES.fullnameRequired })
    .trim()
    .min(2, AUTH_MESSAGES.fullnameRequired)
    .max(FULLNAME_MAX_LENGTH, AUTH_MESSAGES.fullnameTooLong),
  email: lineText({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  // The existing client's one number (the default type). Sent with `tickets`, it must be their sum.
  numberOfTicket: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    strictNumber(numberNamed("Number of tickets").int(M.countWhole).min(1, M.atLeastOne).max(MAX_TICKETS_PER_LINE, M.tooMany)).optional(),
  ),
  // How many of each ticket type; a form may send it as JSON text.
  tickets: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? safeJson(value) : value === "" ? undefined : value),
    z.array(ticketLine).min(1, M.chooseTicket).max(MAX_TICKET_TYPES_PER_ORDER, M.tooManyTypes).optional(),
  ),
  promoCode: promoCodeText.optional(),
  needCarPackingSpace: z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? "no" : value),
    z.enum(PARKING_ANSWERS, { error: M.parking }),
  ),
  specialRequest: z.preprocess((value) => value ?? "", multilineText().trim().max(SPECIAL_REQUEST_MAX_LENGTH, M.specialRequestTooLong)),
  // Who holds each ticket, in seat order, when the event names holders (docs/tickets-for-people.md).
  holders: holdersField,
});

function oneAnswerToHowMany(input: z.output<typeof purchaseFields>, ctx: z.RefinementCtx) {
  if (!input.tickets && input.numberOfTicket === undefined) {
    ctx.addIssue({ code: "custom", path: ["numberOfTicket"], message: M.countRequired });
  }
  const chosen = input.tickets?.reduce((sum, line) => sum + line.quantity, 0);
  if (chosen !== undefined && input.numberOfTicket !== undefined && chosen !== input.numberOfTicket) {
    // Two different answers to "how many": refuse rather than guess which the buyer meant.
    ctx.addIssue({ code: "custom", path: ["numberOfTicket"], message: countMismatch(input.numberOfTicket, chosen) });
  }
  const ids = (input.tickets ?? []).map((line) => line.ticketTypeId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["tickets"], message: M.typeTwice });
}

export const purchaseSchema = purchaseFields.superRefine(oneAnswerToHowMany);

/** A purchase without an account (our pages): the same, with the phone number the tickets' holder is reached on. */
export const guestPurchaseSchema = purchaseFields
  .extend({ phoneNo: z.union([nigerianPhone, z.number().int().transform(String).pipe(nigerianPhone)]) })
  .superRefine(oneAnswerToHowMany);
export type GuestPurchaseInput = z.output<typeof guestPurchaseSchema>;

/** A price check before paying: the same choice of tickets and code, nothing held. */
export const quoteSchema = z.object({
  tickets: z.array(ticketLine).max(MAX_TICKET_TYPES_PER_ORDER).default([]),
  promoCode: promoCodeText.optional(),
});
export type QuoteInput = z.output<typeof quoteSchema>;

export const eventIdParam = z.object({ eventId: objectId });
// The public order id (32 hex digits), or the internal ObjectId, which counts only with the buyer's token.
export const orderIdParam = z.object({ orderId: z.string().regex(/^([a-f\d]{24}|[a-f\d]{32})$/i, "is not a valid order id") });
const paymentReference = z.string({ error: "reference is required" }).regex(/^[A-Za-z0-9.=-]{6,100}$/, "is not a valid payment reference");
export const verifyQuery = z.object({ reference: paymentReference });
/** An order's public id: the capability that pays it and follows its payment. */
export const publicOrderIdParam = z.object({ orderId: z.string().regex(/^[a-f\d]{32}$/i, "is not a valid order id") });
/** How the buyer will pay, when they said so before the checkout opens: a transfer or USSD gets a longer hold. */
export const checkoutSchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS, { error: `Choose one of: ${PAYMENT_CHANNELS.join(", ")}` }).optional(),
});
export const releaseHoldSchema = z.object({ reference: paymentReference });
export const planParam = z.object({ plan: z.enum(["pro", "premium"], { error: "Choose the pro or premium plan" }) });

export type PurchaseInput = z.output<typeof purchaseSchema>;

/**
 * Asking for a ticket link again: the e-mail the tickets were bought with, and the public id of the
 * order whose link was broken when the page knows it.
 */
export const resendTicketsSchema = emailOnlySchema.extend({
  orderId: z
    .string()
    .regex(/^[a-f\d]{32}$/, "is not a valid order id")
    .optional(),
});
export type ResendTicketsInput = z.output<typeof resendTicketsSchema>;
