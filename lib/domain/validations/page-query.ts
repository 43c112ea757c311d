import { z } from "zod";
import { CONTROL_CHARACTERS, strictNumber } from "@/lib/domain/validations/common";

/*
 * A dashboard list's query string (`?q=…&page=…`). Hand-edited values never break a page: anything
 * unusable falls back to the default.
 */

/** The first value of a query-string parameter given more than once. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A search box's text: trimmed, without control characters, at most 100 characters, "" when missing. */
export const searchText = z.preprocess(
  firstValue,
  z
    .string()
    .catch("")
    .transform((q) => q.replace(CONTROL_CHARACTERS, "").trim().slice(0, 100)),
);

/** A 1-based page number; anything else is page 1. */
export const pageNumber = z.preprocess(firstValue, strictNumber(z.number().int().min(1).max(10_000)).catch(1));

/** `path` with the given query values; blank values and page 1 are left out, so default URLs stay short. */
export function hrefWithQuery(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === "" || (name === "page" && value === 1)) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
