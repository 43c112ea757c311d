import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { withCategoryNames } from "@/lib/domain/attendee/category-names";
import { PUBLIC_EVENT_PROJECTION } from "@/lib/domain/attendee/public-event-projection";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import type { LeanEvent } from "@/models/Event";
import { Event } from "@/models/Event";
import { Favorite } from "@/models/Favorite";

/** The user's favourite events, newest first (at most 200). */
export async function listFavorites(userId: string): Promise<PublicEvent[]> {
  await connectToDatabase();
  const favorites = await Favorite.find({ user: userId }, { event: 1 }).sort({ createdAt: -1 }).limit(200).lean();
  const events = await withCategoryNames(
    await Event.find({ _id: { $in: favorites.map((favorite) => favorite.event) } }, PUBLIC_EVENT_PROJECTION).lean<LeanEvent[]>(),
  );
  const byId = new Map(events.map((event) => [String(event._id), event]));
  const now = new Date();
  return favorites.flatMap((favorite) => {
    const event = byId.get(String(favorite.event));
    return event ? [toPublicEvent(event, now)] : [];
  });
}

/** Adds a favourite; answers false when it was already there (the unique index decides). */
export async function addFavorite(userId: string, eventId: string): Promise<boolean> {
  await connectToDatabase();
  if (!(await Event.exists({ _id: eventId }))) throw new ApiError("not_found", "Event not found");
  try {
    await Favorite.create({ user: userId, event: eventId });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/** Whether the event is among the user's favourites (the unique index answers). */
export async function isFavorite(userId: string, eventId: string): Promise<boolean> {
  await connectToDatabase();
  return Boolean(await Favorite.exists({ user: userId, event: eventId }));
}

export async function removeFavorite(userId: string, eventId: string): Promise<void> {
  await connectToDatabase();
  await Favorite.deleteOne({ user: userId, event: eventId });
}

/** Merges a visitor's browser favourites into the account after login; unknown events are skipped. */
export async function mergeFavorites(userId: string, eventIds: string[]): Promise<number> {
  await connectToDatabase();
  const existing = await Event.find({ _id: { $in: eventIds } }, { _id: 1 }).lean();
  let added = 0;
  for (const event of existing) {
    try {
      await Favorite.create({ user: userId, event: event._id });
      added += 1;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return added;
}
