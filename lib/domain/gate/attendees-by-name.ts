import "server-only";
import type { QueryFilter } from "mongoose";
import type { KeysetCursor } from "@/lib/domain/paging/keyset-cursor";
import { NAME_BUCKETS, nameBucketOf } from "@/models/attendee-name-key";
import { Attendee, type AttendeeDoc } from "@/models/Attendee";

/** An attendee as a page of the list reads it: with its name's place in the order. */
export type KeyedAttendee = { _id: unknown; ticket: unknown; fullName: string; email: string; nameKey: string };

const FIELDS = { ticket: 1, fullName: 1, email: 1, nameKey: 1 } as const;

/** Buckets read at once after the first, when it did not fill the page. */
const BUCKETS_AT_ONCE = 6;

/** Where the last page's "before" cursor starts: after every name key there can be. */
export const END_OF_NAMES: KeysetCursor = { key: "~\uffff", id: "ffffffffffffffffffffffff", direction: "before" };

/** The buckets to read, in the page's direction, from the cursor's own (or the first or last). */
function bucketsFrom(cursor: KeysetCursor | undefined, forward: boolean): string[] {
  const found = cursor ? NAME_BUCKETS.indexOf(nameBucketOf(String(cursor.key)) as (typeof NAME_BUCKETS)[number]) : -1;
  const start = found >= 0 ? found : forward ? 0 : NAME_BUCKETS.length - 1;
  return forward ? NAME_BUCKETS.slice(start) : NAME_BUCKETS.slice(0, start + 1).reverse();
}

/** The rows strictly after (or before) the cursor's row in the order by name key, then `_id`. */
function beyond(cursor: KeysetCursor): QueryFilter<AttendeeDoc> {
  const past = cursor.direction === "after" ? "$gt" : "$lt";
  return { $or: [{ nameKey: { [past]: String(cursor.key) } }, { nameKey: String(cursor.key), _id: { [past]: cursor.id } }] };
}

/**
 * Up to `limit` attendees matching `filter` (the event's, perhaps a name search) after or before
 * `cursor` (from the first name without one), by name key then `_id`, and whether there are more
 * that way. Each read is an equality on the event and one bucket of names, answered from the index
 * {event, nameBucket, nameKey}: a page reads the buckets it spans, never the whole event, and a
 * row that existed when the cursor was made is neither repeated nor skipped, whatever was added.
 */
export async function attendeesByName(
  filter: QueryFilter<AttendeeDoc>,
  cursor: KeysetCursor | undefined,
  limit: number,
): Promise<{ attendees: KeyedAttendee[]; more: boolean }> {
  const forward = !cursor || cursor.direction === "after";
  const sort = forward ? ({ nameKey: 1, _id: 1 } as const) : ({ nameKey: -1, _id: -1 } as const);
  const read = (bucket: string, seek: QueryFilter<AttendeeDoc>, want: number) =>
    Attendee.find({ ...filter, nameBucket: bucket, ...seek }, FIELDS)
      .sort(sort)
      .limit(want)
      .lean<KeyedAttendee[]>();
  const [first, ...rest] = bucketsFrom(cursor, forward);
  const found = await read(first!, cursor ? beyond(cursor) : {}, limit + 1);
  for (let next = 0; found.length <= limit && next < rest.length; next += BUCKETS_AT_ONCE) {
    const want = limit + 1 - found.length;
    const batches = await Promise.all(rest.slice(next, next + BUCKETS_AT_ONCE).map((bucket) => read(bucket, {}, want)));
    for (const rows of batches) found.push(...rows);
  }
  const page = found.slice(0, limit);
  return { attendees: forward ? page : page.reverse(), more: found.length > limit };
}

/** One page by position (`?page=`, as the existing client asks), in the same order as the pages by key. */
export async function attendeesAtPage(filter: QueryFilter<AttendeeDoc>, page: number, limit: number): Promise<KeyedAttendee[]> {
  return Attendee.find(filter, FIELDS)
    .sort({ nameKey: 1, _id: 1 })
    .skip((page - 1) * limit)
    .limit(limit)
    .lean<KeyedAttendee[]>();
}
