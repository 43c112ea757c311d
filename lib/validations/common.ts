import { z } from "zod";

export const objectId = z.string().regex(/^[a-f\d]{24}$/i, "is not a valid id");

/** `?page=&limit=` for every list; strings from the query string become bounded integers. */
export const pagination = (maxLimit = 100, defaultLimit = 50) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export type Pagination = { page: number; limit: number };
