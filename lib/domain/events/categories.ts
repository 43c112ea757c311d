import "server-only";
import { unstable_cache } from "next/cache";
import { connectToDatabase } from "@/lib/platform/db";
import { EVENT_LISTS_TAG, EVENTS_TAG, PUBLIC_CACHE_SECONDS } from "@/lib/domain/change-feed/event-cache-tags";
import { LISTED } from "@/lib/domain/events/listed-filter";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { LeanEvent } from "@/models/Event";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";

export type CategorySummary = { _id: string; categoryName: string; slug: string; description: string };
export type CategoryWithEvents = Omit<CategorySummary, "description"> & { events: PublicEvent[] };

// Lists: emptied on any event's change. One event's read carries that event's tag instead (findPublicEvent).
const cached = { tags: [EVENTS_TAG, EVENT_LISTS_TAG], revalidate: PUBLIC_CACHE_SECONDS };

async function readCategories(): Promise<CategorySummary[]> {
  await connectToDatabase();
  const categories = await Category.find({}, { categoryName: 1, slug: 1, description: 1 }).sort({ categoryName: 1 }).limit(100).lean();
  return categories.map((category) => ({
    _id: String(category._id),
    categoryName: category.categoryName,
    slug: category.slug,
    description: category.description ?? "",
  }));
}

/** Every category, by name (for tabs and the create-event form). */
export const listCategories = unstable_cache(readCategories, ["categories"], cached);

/**
 * Every category with its events that have not ended (at most `eventsPerCategory`, soonest first).
 * One indexed query per category; mongoose's `perDocumentLimit` populate loses the events on FerretDB.
 */
async function readCategoriesWithEvents(eventsPerCategory = 20): Promise<CategoryWithEvents[]> {
  await connectToDatabase();
  const now = new Date();
  const categories = await readCategories();
  return Promise.all(
    categories.map(async (category) => {
      const events = await Event.find({ eventCategory: category._id, endsAt: { $gt: now }, ...LISTED })
        .sort({ startsAt: 1, _id: 1 })
        .limit(eventsPerCategory)
        .lean<LeanEvent[]>();
      const eventCategory = { _id: category._id, categoryName: category.categoryName };
      return {
        _id: category._id,
        categoryName: category.categoryName,
        slug: category.slug,
        events: events.map((event) => toPublicEvent({ ...event, eventCategory } as unknown as LeanEvent, now)),
      };
    }),
  );
}

export const listCategoriesWithEvents = unstable_cache(readCategoriesWithEvents, ["categories-with-events"], cached);
