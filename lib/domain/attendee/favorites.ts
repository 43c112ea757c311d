import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { keptEvents } from "@/lib/domain/attendee/kept-events";
import { keptList } from "@/lib/domain/attendee/kept-lists";
import { announceListsChange } from "@/lib/domain/change-feed/announce-session-change";
import { toPublicEvent, type PublicEvent } from "@/lib/domain/events/serialize-event";
import { Event } from "@/models/Event";
import { Favorite } from "@/models/Favorite";

/** The ids of the user's favourite events, newest first (at most 200). */
async function readFavoriteIds(userId: string): Promise<string[]> {
  await connectToDatabase();
  const favorites = await Favorite.find({ user: userId }, { event: 1 }).sort({ createdAt: -1 }).limit(200).lean();
  return favorites.map((favorite) => String(favorite.event));
}

/** The user's favourite events, newest first (at most 200); the list and its events are kept in the process (kept-lists.ts, kept-events.ts). */
export async function listFavorites(userId: string): Promise<PublicEvent[]> {
  const ids = await keptList(userId, "favorites", () => readFavoriteIds(userId));
  const events = await keptEvents(ids);
  const now = new Date();
  return ids.flatMap((id) => {
    const event = events.get(id);
    return event ? [toPublicEvent(event, now)] : [];
  });
}

/** Adds a favourite; answers false when it was already there (the unique index decides). */
export async function addFavorite(userId: string, eventId: string): Promise<boolean> {
  await connectToDatabase();
  if (!(await Event.exists({ _id: eventId }))) throw new ApiError("not_found", "Event not found");
  try {
    await Favorite.create({ user: userId, event: eventId });
    announceListsChange([userId]);
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
  announceListsChange([userId]);
}

/** Merges a visitor's browser favourites into the account after login; unknown events are skipped. */
export async function mergeFavorites(userId: string, eventIds: string[]): Promise<number> {
  await connectToDatabase();
  const existing = await Event.find({ _id: { $in: eventIds } }, { _id: 1 }).lean();
  let added = 0;
  try {
    for (const event of existing) {
      try {
        await Favorite.create({ user: userId, event: event._id });
        added += 1;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
  } finally {
    if (added > 0) announceListsChange([userId]);
  }
  return added;
}
