import { z } from "zod";
import { cursorParam } from "@/lib/domain/paging/keyset-cursor";
import { limitParam, lineText, pageParam, searchQuery } from "@/lib/domain/validations/common";

export const checkInBody = z.object({
  checkInCode: lineText({ error: "Enter the attendee's check-in code" })
    .trim()
    .min(1, "Enter the attendee's check-in code")
    .max(200, "That is not a check-in code"),
});

/**
 * `q` filters names; `page`/`limit` ask for one page (with `meta`) instead of the whole list, and
 * `cursor` (a page's `meta.nextCursor` or `meta.previousCursor`) the page after or before it.
 */
export const attendeesQuery = z.object({
  q: searchQuery,
  page: pageParam.optional(),
  limit: limitParam(200).optional(),
  cursor: cursorParam.optional(),
});

/** The export takes the name filter only: it is always the whole list. */
export const attendeesExportQuery = attendeesQuery.pick({ q: true });
