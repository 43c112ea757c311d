import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { Category } from "@/models/Category";

type CategoryRef = { _id: Types.ObjectId; categoryName: string };

/** Categories are written by the seed alone and few: read once, again at most this often, or at once for an id not known yet. */
const REFRESH_MS = 60_000;

const processWide = globalThis as typeof globalThis & { __scheditixCategoryNames?: { byId: Map<string, CategoryRef>; readAt: number } };
const kept = (processWide.__scheditixCategoryNames ??= { byId: new Map(), readAt: 0 });

async function readAll() {
  await connectToDatabase();
  const categories = await Category.find({}, { categoryName: 1 }).lean<CategoryRef[]>();
  kept.byId = new Map(categories.map((category) => [String(category._id), category]));
  kept.readAt = Date.now();
}

/**
 * Puts each event's category (`_id` and `categoryName`, what `populate("eventCategory", "categoryName")`
 * gives) in place of its id, without a database read per request; null for a category that is gone.
 */
export async function withCategoryNames<T extends { eventCategory?: unknown }>(events: T[]): Promise<T[]> {
  const ids = events.map((event) => String(event.eventCategory));
  if (Date.now() - kept.readAt >= REFRESH_MS || ids.some((id) => !kept.byId.has(id))) await readAll();
  return events.map((event) => ({ ...event, eventCategory: kept.byId.get(String(event.eventCategory)) ?? null }));
}
