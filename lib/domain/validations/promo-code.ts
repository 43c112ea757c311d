import { z } from "zod";
import { lagosMoment, lineText, numberNamed, objectId, strictNumber } from "@/lib/domain/validations/common";

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);

const moment = lagosMoment("must be a date and time");

const codeFields = {
  code: lineText({ error: "Code is required" })
    .trim()
    .regex(/^[A-Za-z0-9-]{3,30}$/, "A code is 3 to 30 letters, digits or dashes")
    .transform((value) => value.toUpperCase()),
  discountType: z.enum(["percent", "fixed"], { error: "Discount is a percent or a fixed amount" }),
  discountValue: strictNumber(numberNamed("Discount").min(0, "Discount cannot be negative").max(10_000_000, "Discount must be at most 10,000,000")),
  ticketTypes: z.array(objectId).max(20).default([]),
  maxUses: z.preprocess(
    blank,
    strictNumber(
      numberNamed("Use limit")
        .int("Use limit must be a whole number")
        .min(1, "Use limit must be at least 1")
        .max(1_000_000, "Use limit must be at most 1,000,000"),
    ).optional(),
  ),
  validFrom: moment,
  validUntil: moment,
  unlocksHidden: z.preprocess((value) => value === true || value === "true" || value === "yes", z.boolean()).default(false),
};

/** An access code unlocks hidden types: long enough that nobody finds one by trying codes. */
export const ACCESS_CODE_MIN_LENGTH = 8;

export const createPromoCodeSchema = z.object(codeFields).superRefine((code, ctx) => {
  if (code.unlocksHidden && code.code.length < ACCESS_CODE_MIN_LENGTH) {
    ctx.addIssue({
      code: "custom",
      path: ["code"],
      message: `An access code needs at least ${ACCESS_CODE_MIN_LENGTH} letters, digits or dashes, so it cannot be guessed`,
    });
  }
  if (code.discountType === "percent" && code.discountValue > 100)
    ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A percent discount is at most 100" });
  if (code.validFrom && code.validUntil && code.validUntil <= code.validFrom) {
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: "The code must end after it starts" });
  }
});

/** What may change later: switching it off or on, its limit and window. */
export const updatePromoCodeSchema = z.object({
  active: z.boolean().optional(),
  maxUses: codeFields.maxUses,
  validFrom: moment,
  validUntil: moment,
});

export const promoCodeParams = z.object({ id: objectId, codeId: objectId });

export type CreatePromoCodeInput = z.output<typeof createPromoCodeSchema>;
export type UpdatePromoCodeInput = z.output<typeof updatePromoCodeSchema>;
