import "server-only";
import type { QueryFilter } from "mongoose";
import { unstable_cache } from "next/cache";
import { connectToDatabase } from "@/lib/platform/db";
import { EVENT_LISTS_TAG, EVENTS_TAG, eventTag, PUBLIC_CACHE_SECONDS } from "@/lib/domain/change-feed/event-cache-tags";
import { LISTED } from "@/lib/domain/events/listed-filter";
import { findMatchingEvents } from "@/lib/domain/search/find-matching-events";
import { topSellingEvents } from "@/lib/domain/sales-days/top-selling-events";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { Pagination } from "@/lib/domain/validations/common";
import { Category } from "@/models/Category";
import type { EventDoc, LeanEvent } from "@/models/Event";
import { Event } from "@/models/Event";

const CATEGORY_FIELDS = "categoryName";
// Lists: emptied on any event's change. One event's read carries that event's tag instead (findPublicEvent).
const cached = { tags: [EVENTS_TAG, EVENT_LISTS_TAG], revalidate: PUBLIC_CACHE_SECONDS };

export type EventSearch = Pagination & { q?: string; category?: string; from?: string; to?: string };

/** Ids of the category named by a slug or an id (none when unknown). */
async function categoryIds(slug: string) {
  const query = { $or: [{ slug: slug.toLowerCase() }, ...(/^[a-f\d]{24}$/i.test(slug) ? [{ _id: slug }] : [])] };
  return (await Category.find(query, { _id: 1 }).lean()).map((category) => category._id);
}

/**
 * Events that have not ended, soonest first; optionally of one category (slug or id), within Lagos
 * dates, or matching a search text: every word of it starts a word of the title, location or
 * category name, in any order, whatever the case, accents or punctuation (lib/domain/search).
 */
async function searchOpenEvents({ page, limit, q, category, from, to }: EventSearch): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const filter: QueryFilter<EventDoc> = { endsAt: { $gt: now }, ...LISTED };
  const categories = category ? await categoryIds(category) : undefined;
  if (categories) filter.eventCategory = { $in: categories };
  if (from) filter.startDate = { ...(filter.startDate as object), $gte: from };
  if (to) filter.startDate = { ...(filter.startDate as object), $lte: to };
  const events = q
    ? await findMatchingEvents({ q, page, limit, categories, filter, now })
    : await Event.find(filter)
        .sort({ startsAt: 1, _id: 1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .populate("eventCategory", CATEGORY_FIELDS)
        .lean<LeanEvent[]>();
  return events.map((event) => toPublicEvent(event, now));
}

export const listOpenEvents = unstable_cache(searchOpenEvents, ["open-events"], cached);

async function readPublicEvent(id: string): Promise<PublicEvent | null> {
  await connectToDatabase();
  const event = await Event.findById(id).populate("eventCategory", CATEGORY_FIELDS).lean<LeanEvent>();
  return event ? toPublicEvent(event) : null;
}

/** One event as the public sees it, cached under its own tag: a change to another event leaves it (and its page) cached. */
export const findPublicEvent = (id: string): Promise<PublicEvent | null> =>
  unstable_cache(readPublicEvent, ["public-event"], { tags: [EVENTS_TAG, eventTag(id)], revalidate: PUBLIC_CACHE_SECONDS })(id);

/** Organiser-flagged upcoming events first, then the best-selling ones, up to `limit`. */
async function readFeaturedEvents(limit = 8): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const flagged = await Event.find({ featured: true, endsAt: { $gt: now }, ...LISTED })
    .sort({ startsAt: 1 })
    .limit(limit)
    .populate("eventCategory", CATEGORY_FIELDS)
    .lean<LeanEvent[]>();
  const rest =
    flagged.length < limit
      ? await Event.find({ featured: false, endsAt: { $gt: now }, ...LISTED })
          .sort({ ticketSold: -1, startsAt: 1 })
          .limit(limit - flagged.length)
          .populate("eventCategory", CATEGORY_FIELDS)
          .lean<LeanEvent[]>()
      : [];
  return [...flagged, ...rest].map((event) => toPublicEvent(event, now));
}

export const listFeaturedEvents = unstable_cache(readFeaturedEvents, ["featured-events"], cached);

/**
 * Upcoming events that sold the most tickets on the last 14 Lagos days (from the per-day sales
 * counters), topped up with the best sellers overall while there are fewer than `limit`.
 */
async function readTrendingEvents(limit = 8): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const recent = await topSellingEvents(now);
  const rank = new Map(recent.map((row, index) => [String(row.event), index]));
  const trending = (
    await Event.find({ _id: { $in: recent.map((row) => row.event) }, startsAt: { $gt: now }, ...LISTED })
      .populate("eventCategory", CATEGORY_FIELDS)
      .lean<LeanEvent[]>()
  )
    .sort((a, b) => (rank.get(String(a._id)) ?? 0) - (rank.get(String(b._id)) ?? 0))
    .slice(0, limit);
  const topUp =
    trending.length < limit
      ? await Event.find({ _id: { $nin: trending.map((event) => event._id) }, startsAt: { $gt: now }, ticketSold: { $gt: 0 }, ...LISTED })
          .sort({ ticketSold: -1, startsAt: 1 })
          .limit(limit - trending.length)
          .populate("eventCategory", CATEGORY_FIELDS)
          .lean<LeanEvent[]>()
      : [];
  return [...trending, ...topUp].map((event) => toPublicEvent(event, now));
}

export const listTrendingEvents = unstable_cache(readTrendingEvents, ["trending-events"], cached);

/** Ids and last changes of events that have not ended, for sitemap.xml. */
export async function listEventSitemapEntries(limit = 5_000): Promise<{ id: string; updatedAt?: Date }[]> {
  await connectToDatabase();
  const events = await Event.find({ endsAt: { $gt: new Date() }, ...LISTED }, { updatedAt: 1 })
    .sort({ endsAt: 1 })
    .limit(limit)
    .lean<{ _id: unknown; updatedAt?: Date }[]>();
  return events.map((event) => ({ id: String(event._id), updatedAt: event.updatedAt }));
}
