import { z } from "zod";
import { searchQuery } from "@/lib/validations/common";

export const checkInBody = z.object({
  checkInCode: z.string({ error: "Enter the attendee's check-in code" }).trim().min(1, "Enter the attendee's check-in code").max(32, "That is not a check-in code"),
});

/** `q` filters names; `page`/`limit` ask for one page (with `meta`) instead of the whole list. */
export const attendeesQuery = z.object({
  q: searchQuery,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** The export takes the name filter only: it is always the whole list. */
export const attendeesExportQuery = attendeesQuery.pick({ q: true });
