// Passing a ticket on, renaming its holder, and the keys that open a ticket without logging in
// (docs/tickets-for-people.md).
import { z } from "zod";
import { AUTH_MESSAGES, EMAIL_MAX_LENGTH } from "@/lib/domain/validations/auth-rules";
import { lineText, objectId } from "@/lib/domain/validations/common";
import { holderName, holderPhone } from "@/lib/domain/validations/ticket-holder-input";

const linkKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a valid link key");

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  lineText()
    .trim()
    .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase())
    .optional(),
);

export const TRANSFER_REACH_MESSAGE = "Give the friend's e-mail or phone number";

/** To whom: a name, and an e-mail or a phone (or both). */
export const transferTargetSchema = z
  .object({ name: holderName, email: optionalEmail, phone: holderPhone })
  .refine((target) => Boolean(target.email || target.phone), { message: TRANSFER_REACH_MESSAGE, path: ["email"] });
export type TransferTarget = z.output<typeof transferTargetSchema>;

export const ticketIdParams = z.object({ ticketId: objectId });
/** A ticket's own link key (`?k=`). */
export const ticketLinkQuery = z.object({ k: linkKey });

/**
 * A transfer's body: the recipient, and what opens the ticket when the caller is not its signed-in
 * buyer: the ticket's own link key `k`, or its order's public id and link key.
 */
export const transferSchema = transferTargetSchema.and(
  z.object({
    k: linkKey.optional(),
    orderId: z
      .string()
      .regex(/^[a-f\d]{32}$/i, "is not a valid order id")
      .optional(),
    orderKey: linkKey.optional(),
  }),
);
export type TransferInput = z.output<typeof transferSchema>;

/** The holder as the ticket's link or the organiser names them. */
export const nameHolderSchema = z.object({ name: holderName, phone: holderPhone, k: linkKey.optional() });
export type NameHolderInput = z.output<typeof nameHolderSchema>;

export const attendeeTicketParams = z.object({ id: objectId, ticketId: objectId });
