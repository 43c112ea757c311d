import "server-only";
import { Types, type QueryFilter } from "mongoose";
import { encodeCursor, keyOf, type KeysetCursor } from "@/lib/domain/paging/keyset-cursor";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/** A page of the waiting entries, in queue order, each with its place in its ticket type's queue. */
export type WaitingPage = {
  entries: { entry: LeanWaitlistEntry; position: number }[];
  total: number;
  next: string | null;
  previous: string | null;
};

type EntryFilter = QueryFilter<LeanWaitlistEntry>;

/** The cursor of the last page: the entries before the end of time. */
const END_OF_QUEUE: KeysetCursor = { key: 8.64e15, id: "ffffffffffffffffffffffff", direction: "before" };
export const LAST_WAITING_CURSOR = encodeCursor(END_OF_QUEUE);

/** The entries strictly after (or before) the cursor's entry in queue order (joinedAt, then _id). */
function beyond(cursor: { key: number; id: string; direction: KeysetCursor["direction"] }): EntryFilter {
  const joinedAt = new Date(cursor.key);
  const past = cursor.direction === "after" ? "$gt" : "$lt";
  return { $or: [{ joinedAt: { [past]: joinedAt } }, { joinedAt, _id: { [past]: new Types.ObjectId(cursor.id) } }] };
}

/**
 * One page of an event's waiting entries in queue order (joined first, first), after or before
 * `cursor` (from the front without one), and the total waiting. Every read starts with the
 * equalities {event, status: "waiting"} of the queue's index. A row's position is its place in
 * its ticket type's queue: the entries of that type ahead of the page's first of it, counted, then
 * counted on down the page.
 */
export async function waitingPage(eventId: string, cursor: KeysetCursor | undefined, limit: number): Promise<WaitingPage> {
  const waiting = { event: eventId, status: "waiting" } as const;
  const backwards = cursor?.direction === "before";
  const seek = cursor ? beyond({ key: keyOf(cursor, "number"), id: cursor.id, direction: cursor.direction }) : {};
  const [total, found] = await Promise.all([
    WaitlistEntry.countDocuments(waiting),
    WaitlistEntry.find({ ...waiting, ...seek })
      .sort(backwards ? { joinedAt: -1, _id: -1 } : { joinedAt: 1, _id: 1 })
      .limit(limit + 1)
      .lean<LeanWaitlistEntry[]>(),
  ]);
  const more = found.length > limit;
  const entries = found.slice(0, limit);
  if (backwards) entries.reverse();
  const firstOfType = new Map<string, LeanWaitlistEntry>();
  for (const entry of entries) if (!firstOfType.has(String(entry.ticketType))) firstOfType.set(String(entry.ticketType), entry);
  const ahead = new Map(
    await Promise.all(
      [...firstOfType].map(async ([type, entry]) => {
        const before = beyond({ key: entry.joinedAt.getTime(), id: String(entry._id), direction: "before" });
        return [type, await WaitlistEntry.countDocuments({ ...waiting, ticketType: entry.ticketType, ...before })] as const;
      }),
    ),
  );
  const positioned = entries.map((entry) => {
    const type = String(entry.ticketType);
    const position = (ahead.get(type) ?? 0) + 1;
    ahead.set(type, position);
    return { entry, position };
  });
  const first = entries[0];
  const last = entries.at(-1);
  const cursorAt = (entry: LeanWaitlistEntry, direction: KeysetCursor["direction"]) =>
    encodeCursor({ key: entry.joinedAt.getTime(), id: String(entry._id), direction });
  return {
    entries: positioned,
    total,
    // Backwards, the cursor's own entry follows, unless the cursor is the end of the queue (the last page's).
    next: last && (backwards ? cursor?.id !== END_OF_QUEUE.id : more) ? cursorAt(last, "after") : null,
    previous: first && (backwards ? more : cursor !== undefined) ? cursorAt(first, "before") : null,
  };
}
