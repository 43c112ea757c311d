import { z } from "zod";
import { parseLagosMoment } from "@/lib/platform/time/lagos";
import { LINE_MESSAGE, TEXT_MESSAGE, isPlainLine, isPlainText } from "@/lib/domain/validations/plain-text";

export const objectId = z.string().regex(/^[a-f\d]{24}$/i, "is not a valid id");

export { CONTROL_CHARACTERS, isPlainLine, isPlainText } from "@/lib/domain/validations/plain-text";

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text field (a name, a title, a location, a code typed by hand). */
export const lineText = (params?: StringParams) => z.string(params).refine(isPlainLine, LINE_MESSAGE);

/** Left empty (null, or a blank string): not given. */
const blankAsMissing = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

/**
 * An optional moment: a Lagos wall-clock time as a form sends it ("2026-12-12T18:00") or an ISO
 * instant, given as a Date; left empty, not given. `message` says what a moment that cannot be read is.
 */
export const lagosMoment = (message: string) =>
  z.preprocess(
    blankAsMissing,
    lineText({ error: message })
      .trim()
      .max(40, message)
      .transform((text, ctx) => {
        const instant = parseLagosMoment(text);
        if (!instant) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return instant;
      })
      .optional(),
  );

/** A multi-line text field (a description, a message, a special request): keeps \n and \t. */
export const multilineText = (params?: StringParams) => z.string(params).refine(isPlainText, TEXT_MESSAGE);

// A decimal number as a form or the existing client sends it: digits, an optional sign and
// fraction, spaces around (a form field may carry them). Never hex, exponents, or a blank string.
const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * Numbers at every edge: a JSON number, or a decimal string ("2", " 3 ", "2500"), which the
 * existing client and every multipart form send. Booleans, arrays, hex ("0x10"), exponent forms
 * ("1e3") and blank strings are refused rather than coerced. `schema` carries the bounds.
 */
export const strictNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && DECIMAL.test(value) ? Number(value) : value), schema);

/** A number schema whose messages name the field: "… is required" when absent, "… must be a number" otherwise. */
export const numberNamed = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) });

/** `?q=` of an API list: text typed in a search box. */
export const searchQuery = lineText().trim().max(100).optional();

const queryInteger = (label: string, max: number) =>
  strictNumber(
    numberNamed(label)
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-NG")}`),
  );

/** `?page=` of a list: a whole number from 1. */
export const pageParam = queryInteger("page", 10_000);

/** `?limit=` of a list: a whole number from 1 to `max`. */
export const limitParam = (max: number) => queryInteger("limit", max);

/** `?page=&limit=` for every list; strings from the query string become bounded integers. */
export const pagination = (maxLimit = 100, defaultLimit = 50) =>
  z.object({
    page: pageParam.default(1),
    limit: limitParam(maxLimit).default(defaultLimit),
  });

export type Pagination = { page: number; limit: number };
