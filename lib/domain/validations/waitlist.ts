// The waitlist's edges (lib/domain/waitlist): joining, leaving, the organiser's settings and actions.
import { z } from "zod";
import { cursorParam } from "@/lib/domain/paging/keyset-cursor";
import { lineText, objectId, strictNumber } from "@/lib/domain/validations/common";
import { AUTH_MESSAGES as M, EMAIL_MAX_LENGTH, FULLNAME_MAX_LENGTH } from "@/lib/domain/validations/auth-rules";
import { nigerianE164 } from "@/lib/domain/validations/phone";

import { OFFER_MINUTES_MAX, OFFER_MINUTES_MIN } from "@/lib/domain/validations/waitlist-rules";

/** A Nigerian mobile number, kept in its one form (+234…) once the rules accept it. */
const nigerianPhone = lineText({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .max(40, M.phoneInvalid)
  .refine((typed) => nigerianE164(typed) !== null, M.phoneInvalid)
  .transform((typed) => nigerianE164(typed) as string);

export const joinWaitlistSchema = z
  .object({
    ticketTypeId: objectId.optional(),
    partySize: strictNumber(
      z.number({ error: "Party size must be a number" }).int("Party size must be a whole number").min(1, "Party size must be at least 1"),
    ),
    fullName: lineText({ error: M.fullnameRequired }).trim().min(2, M.fullnameRequired).max(FULLNAME_MAX_LENGTH, M.fullnameTooLong),
    email: lineText({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(EMAIL_MAX_LENGTH, M.emailTooLong).pipe(z.email(M.emailInvalid)),
    phone: nigerianPhone,
  })
  .strict();
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/** An entry's no-login key (the confirmation e-mail's link). */
export const entryKeyQuery = z
  .object({
    k: z
      .string()
      .regex(/^[\w-]{20,100}$/, "is invalid")
      .optional(),
  })
  .strict();
export const entryParams = z.object({ entryId: objectId });
/** The organiser's waitlist: `cursor` (a `waitingNextCursor` or `waitingPreviousCursor`) asks for that page of who waits. */
export const organiserWaitlistQuery = z.object({ cursor: cursorParam.optional() });
export const eventEntryParams = z.object({ id: objectId, entryId: objectId });
export const offerParams = z.object({ orderId: z.string().regex(/^[\w-]{10,64}$/, "is not a valid order id") });

// Waitlist settings: one block, read by the organiser's waitlist screen and its endpoint.
export const waitlistSettingsSchema = z
  .object({
    enabled: z.boolean().optional(),
    closed: z.boolean().optional(),
    offerMinutes: strictNumber(
      z
        .number({ error: "Offer time must be a number of minutes" })
        .int("Offer time must be whole minutes")
        .min(OFFER_MINUTES_MIN, `Offer time must be at least ${OFFER_MINUTES_MIN} minutes`)
        .max(OFFER_MINUTES_MAX, `Offer time must be at most ${OFFER_MINUTES_MAX} minutes (a day)`),
    ).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to change" });
export type WaitlistSettingsInput = z.infer<typeof waitlistSettingsSchema>;

// The event builder's waitlist fields (create and edit, multipart text): on ("yes", the default) or
// off, and the offer time in minutes. Blank means "not given".
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
export const waitlistEventFields = {
  waitlistEnabled: z
    .preprocess(blankAsMissing, z.enum(["yes", "no"], { error: "Waitlist must be yes or no" }).optional())
    .transform((value) => (value === undefined ? undefined : value === "yes")),
  waitlistOfferMinutes: z.preprocess(
    blankAsMissing,
    strictNumber(
      z
        .number({ error: "Offer time must be a number of minutes" })
        .int("Offer time must be whole minutes")
        .min(OFFER_MINUTES_MIN, `Offer time must be at least ${OFFER_MINUTES_MIN} minutes`)
        .max(OFFER_MINUTES_MAX, `Offer time must be at most ${OFFER_MINUTES_MAX} minutes (a day)`),
    ).optional(),
  ),
};

/** The builder's fields as the event's stored settings (dotted paths for an update). */
export function waitlistSetOf(input: { waitlistEnabled?: boolean; waitlistOfferMinutes?: number }): Record<string, boolean | number> {
  return {
    ...(input.waitlistEnabled !== undefined ? { "waitlist.enabled": input.waitlistEnabled } : {}),
    ...(input.waitlistOfferMinutes !== undefined ? { "waitlist.offerMinutes": input.waitlistOfferMinutes } : {}),
  };
}
