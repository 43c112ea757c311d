import { z } from "zod";

export const objectId = z.string().regex(/^[a-f\d]{24}$/i, "is not a valid id");

/** Control characters (NUL among them) cannot go into a database pattern and are never typed. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** `?q=` of an API list: text typed in a search box. */
export const searchQuery = z
  .string()
  .trim()
  .max(100)
  .refine((text) => !text.match(CONTROL_CHARACTERS), "Search text must not contain control characters")
  .optional();

/** `?page=&limit=` for every list; strings from the query string become bounded integers. */
export const pagination = (maxLimit = 100, defaultLimit = 50) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export type Pagination = { page: number; limit: number };
