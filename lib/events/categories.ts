import "server-only";
import { connectToDatabase } from "@/lib/db";
import { toPublicEvent, type LeanEvent, type PublicEvent } from "@/lib/events/serialize-event";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";

export type CategoryWithEvents = { _id: string; categoryName: string; slug: string; events: PublicEvent[] };

/**
 * Every category with its events that have not ended (at most `eventsPerCategory`, soonest first).
 * One indexed query per category; mongoose's `perDocumentLimit` populate loses the events here.
 */
export async function listCategoriesWithEvents(eventsPerCategory = 20): Promise<CategoryWithEvents[]> {
  await connectToDatabase();
  const now = new Date();
  const categories = await Category.find({}, { categoryName: 1, slug: 1 }).sort({ categoryName: 1 }).limit(100).lean();
  return Promise.all(
    categories.map(async (category) => {
      const events = await Event.find({ eventCategory: category._id, endsAt: { $gt: now } })
        .sort({ startsAt: 1 })
        .limit(eventsPerCategory)
        .lean<LeanEvent[]>();
      const eventCategory = { _id: category._id, categoryName: category.categoryName };
      return {
        _id: String(category._id),
        categoryName: category.categoryName,
        slug: category.slug,
        events: events.map((event) => toPublicEvent({ ...event, eventCategory }, now)),
      };
    }),
  );
}
