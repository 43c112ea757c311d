import "server-only";
import type { QueryFilter, Types } from "mongoose";
import { lookupWord, matchesEveryWord, queryWords, wordKey } from "@/lib/search/search-words";
import type { LeanEvent } from "@/lib/events/serialize-event";
import type { EventDoc } from "@/models/Event";
import { Event } from "@/models/Event";
import { EventSearchKey } from "@/models/EventSearchKey";

/** Events read at once while filling a page: within the database pool, so none waits for another. */
const READ_BATCH = 20;

export type MatchingEventsQuery = {
  q: string;
  page: number;
  limit: number;
  /** Category ids the events must be in (undefined: any). */
  categories?: Types.ObjectId[];
  /** What each event must also satisfy (dates, listed), checked on the event itself. */
  filter: QueryFilter<EventDoc>;
  now: Date;
};

/**
 * Events that have not ended whose words start with every word of `q`, in any order, ignoring
 * case, accents and punctuation ("jazz afro" finds "Afro-Jazz Night"), soonest first: one
 * indexed lookup of the search index, then the page's events read by id and checked against the
 * rest of the filter. Every read is an equality the embedded database answers from an index.
 */
export async function findMatchingEvents({ q, page, limit, categories, filter, now }: MatchingEventsQuery): Promise<LeanEvent[]> {
  const words = queryWords(q);
  const lookup = lookupWord(words);
  if (!lookup) return [];
  const inCategory = categories ? new Set(categories.map(String)) : undefined;
  const entries = await EventSearchKey.find({ key: wordKey(lookup), endsAt: { $gt: now } }, { event: 1, words: 1, category: 1, startsAt: 1 }).lean();
  const candidates = entries
    .filter((entry) => matchesEveryWord(entry.words, words) && (!inCategory || inCategory.has(String(entry.category))))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || String(a.event).localeCompare(String(b.event)))
    .map((entry) => entry.event);

  // The index can be a moment behind an event (cancelled, moved): each event is checked as it is now.
  const wanted = page * limit;
  const found: LeanEvent[] = [];
  for (let start = 0; start < candidates.length && found.length < wanted; start += READ_BATCH) {
    const batch = candidates.slice(start, start + READ_BATCH);
    const events = await Promise.all(batch.map((id) => Event.findOne({ _id: id, ...filter }).lean<LeanEvent>()));
    for (const event of events) if (event) found.push(event);
  }
  const onPage = found.slice((page - 1) * limit, wanted);
  return Event.populate(onPage, { path: "eventCategory", select: "categoryName" }) as Promise<LeanEvent[]>;
}
