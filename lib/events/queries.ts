import "server-only";
import { connectToDatabase } from "@/lib/db";
import type { Pagination } from "@/lib/validations/common";
import { Event } from "@/models/Event";
import { toPublicEvent, type LeanEvent, type PublicEvent } from "@/lib/events/serialize-event";

const CATEGORY_FIELDS = "categoryName";

/** Events that have not ended, soonest first. */
export async function listOpenEvents({ page, limit }: Pagination): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const events = await Event.find({ endsAt: { $gt: now } })
    .sort({ startsAt: 1, _id: 1 })
    .skip((page - 1) * limit)
    .limit(limit)
    .populate("eventCategory", CATEGORY_FIELDS)
    .lean<LeanEvent[]>();
  return events.map((event) => toPublicEvent(event, now));
}

export async function findPublicEvent(id: string): Promise<PublicEvent | null> {
  await connectToDatabase();
  const event = await Event.findById(id).populate("eventCategory", CATEGORY_FIELDS).lean<LeanEvent>();
  return event ? toPublicEvent(event) : null;
}

/** Organiser-flagged upcoming events first, then the best-selling ones, up to `limit`. */
export async function listFeaturedEvents(limit = 8): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const flagged = await Event.find({ featured: true, endsAt: { $gt: now } })
    .sort({ startsAt: 1 })
    .limit(limit)
    .populate("eventCategory", CATEGORY_FIELDS)
    .lean<LeanEvent[]>();
  const rest =
    flagged.length < limit
      ? await Event.find({ featured: false, endsAt: { $gt: now } })
          .sort({ ticketSold: -1, startsAt: 1 })
          .limit(limit - flagged.length)
          .populate("eventCategory", CATEGORY_FIELDS)
          .lean<LeanEvent[]>()
      : [];
  return [...flagged, ...rest].map((event) => toPublicEvent(event, now));
}

/** Upcoming events with the most tickets sold. */
export async function listTrendingEvents(limit = 8): Promise<PublicEvent[]> {
  await connectToDatabase();
  const now = new Date();
  const events = await Event.find({ endsAt: { $gt: now }, ticketSold: { $gt: 0 } })
    .sort({ ticketSold: -1, startsAt: 1 })
    .limit(limit)
    .populate("eventCategory", CATEGORY_FIELDS)
    .lean<LeanEvent[]>();
  return events.map((event) => toPublicEvent(event, now));
}

/** Ids and last changes of events that have not ended, for sitemap.xml. */
export async function listEventSitemapEntries(limit = 5_000): Promise<{ id: string; updatedAt?: Date }[]> {
  await connectToDatabase();
  const events = await Event.find({ endsAt: { $gt: new Date() } }, { updatedAt: 1 })
    .sort({ endsAt: 1 })
    .limit(limit)
    .lean<{ _id: unknown; updatedAt?: Date }[]>();
  return events.map((event) => ({ id: String(event._id), updatedAt: event.updatedAt }));
}
