import type { QueryFilter } from "mongoose";
import { escapeRegex } from "@/lib/domain/search/escape-regex";
import { queryWords } from "@/lib/domain/search/search-words";
import type { EventDoc } from "@/models/Event";

/**
 * The organiser's lists: events whose title has a word starting with each word of the search, in
 * any order, whatever the case, accents or punctuation. Narrows a query that already picks one
 * organiser's events, so it reads only those. A search without a letter or digit finds nothing.
 */
export function titleSearchFilter(q: string): QueryFilter<EventDoc> {
  const words = queryWords(q);
  if (words.length === 0) return { _id: { $in: [] } };
  return { $and: words.map((word) => ({ titleWords: { $regex: `^${escapeRegex(word)}` } })) };
}
