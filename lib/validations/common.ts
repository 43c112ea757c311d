import { z } from "zod";

export const objectId = z.string().regex(/^[a-f\d]{24}$/i, "is not a valid id");

/** Control characters (NUL among them) cannot go into a database pattern and are never typed. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/*
 * Characters nobody types into a form, refused in every text field: C0 and C1 controls (a
 * multi-line field keeps \n, \r and \t), bidi overrides, isolates and marks (they make a name or a
 * location read differently from what is stored), zero-width spaces and joiners, word joiners and
 * invisible operators, the byte-order mark, interlinear annotations, line and paragraph separators,
 * and lone surrogates (half an emoji, which no keyboard sends). A zero-width joiner stays allowed
 * between two pictographs: it is how family and profession emoji are spelt.
 */
const INVISIBLE = String.raw`\u0080-\u009f\u061c\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb\p{Cs}`;
const STRAY_JOINER = String.raw`(?<![\p{Extended_Pictographic}\ufe0f\u{1f3fb}-\u{1f3ff}])\u200d|\u200d(?!\p{Extended_Pictographic})`;
const REFUSED_IN_LINE = new RegExp(String.raw`[\u0000-\u001f\u007f${INVISIBLE}]|${STRAY_JOINER}`, "u");
const REFUSED_IN_TEXT = new RegExp(String.raw`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f${INVISIBLE}]|${STRAY_JOINER}`, "u");

const LINE_MESSAGE = "Use plain text on one line: no line breaks, control or invisible characters";
const TEXT_MESSAGE = "Use plain text: no control or invisible characters";

/** True when `text` is one line of plain typed text. */
export const isPlainLine = (text: string) => !REFUSED_IN_LINE.test(text);
/** True when `text` is plain typed text; line breaks and tabs allowed. */
export const isPlainText = (text: string) => !REFUSED_IN_TEXT.test(text);

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text field (a name, a title, a location, a code typed by hand). */
export const lineText = (params?: StringParams) => z.string(params).refine(isPlainLine, LINE_MESSAGE);

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
  strictNumber(numberNamed(label).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max.toLocaleString("en-NG")}`));

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
