import "server-only";
import type { QueryFilter, Types } from "mongoose";
import { lookupKeys, matchesEveryWord, queryWords } from "@/lib/domain/search/search-words";
import type { EventDoc, LeanEvent } from "@/models/Event";
import { Event } from "@/models/Event";
import { EventSearchKey } from "@/models/EventSearchKey";

/** Events read at once while filling a page: within the database pool, so none waits for another. */
const READ_BATCH = 20;
/** Index entries fetched per round trip while looking for the page's events. */
const ENTRY_BATCH = 200;
/** Entries counted under each key of a search to pick the rarest: enough to tell a common key. */
const PROBE = 100;

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
 * case, accents and punctuation ("jazz afro" finds "Afro-Jazz Night"), soonest first. It reads the
 * search index's entries under the rarest key of the search (an equality the embedded database
 * answers from an index; MongoDB reads them in order from it), keeps those whose words match,
 * and reads their events by id, checked against the rest of the filter, until the page is full.
 */
export async function findMatchingEvents({ q, page, limit, categories, filter, now }: MatchingEventsQuery): Promise<LeanEvent[]> {
  const words = queryWords(q);
  const key = await rarestKey(lookupKeys(words));
  if (!key) return [];
  const inCategory = categories ? new Set(categories.map(String)) : undefined;
  const entries = EventSearchKey.find({ key, endsAt: { $gt: now } }, { event: 1, words: 1, category: 1 })
    .sort({ startsAt: 1, event: 1 })
    .lean()
    .cursor({ batchSize: ENTRY_BATCH });

  const wanted = page * limit;
  const found: LeanEvent[] = [];
  let batch: Types.ObjectId[] = [];
  // The index can be a moment behind an event (cancelled, moved): each event is checked as it is now.
  const readBatch = async () => {
    const events = await Promise.all(batch.map((id) => Event.findOne({ _id: id, ...filter }).lean<LeanEvent>()));
    for (const event of events) if (event) found.push(event);
    batch = [];
  };
  try {
    for await (const entry of entries) {
      if (!matchesEveryWord(entry.words, words) || (inCategory && !inCategory.has(String(entry.category)))) continue;
      batch.push(entry.event);
      if (batch.length === READ_BATCH) await readBatch();
      if (found.length >= wanted) break;
    }
    if (found.length < wanted && batch.length) await readBatch();
  } finally {
    // Leaving the loop early does not close a mongoose cursor; the database would keep it open.
    await entries.close();
  }

  const onPage = found.slice((page - 1) * limit, wanted);
  return Event.populate(onPage, { path: "eventCategory", select: "categoryName" }) as Promise<LeanEvent[]>;
}

/**
 * The key with the fewest entries, counted up to `PROBE` each: every match is under each key of
 * the search, so the rarest is the least to read. Unsorted and limited, a count stops early on
 * both databases (FerretDB streams an unsorted find), so a common key costs little to rule out.
 */
async function rarestKey(keys: string[]): Promise<string | undefined> {
  if (keys.length <= 1) return keys[0];
  const counts = await Promise.all(keys.map(async (key) => (await EventSearchKey.find({ key }, { _id: 1 }).limit(PROBE).lean()).length));
  return keys[counts.indexOf(Math.min(...counts))];
}
