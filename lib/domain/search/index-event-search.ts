// Not "server-only": the demo seed, which also runs outside Next.js (tsx scripts/seed.ts), indexes its events.
import type { Types } from "mongoose";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import { searchWords, wordKeys } from "@/lib/domain/search/search-words";
import { Category } from "@/models/Category";
import { Event } from "@/models/Event";
import { EventSearchKey } from "@/models/EventSearchKey";

type EventId = string | Types.ObjectId;

/** An insert of many entries whose only failures are entries already there (another writer got there first). */
function onlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) {
    return writeErrors.every((writeError) => isDuplicateKey(writeError) || isDuplicateKey((writeError as { err?: unknown }).err));
  }
  return isDuplicateKey(error);
}

/**
 * Brings an event's search entries and title words in step with its title, place, category and
 * dates. Without a gap: entries it keeps are updated in place, new keys added, then keys the
 * event lost removed, so a search running meanwhile still finds the event; a new event's
 * entries are one insert. Safe to run again
 * (and in several processes): each step writes what the event says.
 */
export async function indexEventForSearch(eventId: EventId): Promise<void> {
  const event = await Event.findById(eventId, { eventTitle: 1, eventLocation: 1, eventCategory: 1, startsAt: 1, endsAt: 1 }).lean();
  if (!event) return;
  const category = await Category.findById(event.eventCategory, { categoryName: 1 }).lean();
  const words = searchWords([event.eventTitle, event.eventLocation, category?.categoryName ?? ""].join(" "));
  const keys = wordKeys(words);
  const fields = { words, startsAt: event.startsAt, endsAt: event.endsAt, category: event.eventCategory };

  const present = new Set((await EventSearchKey.find({ event: event._id }, { key: 1 }).lean()).map((entry) => entry.key));
  if (present.size) await EventSearchKey.updateMany({ event: event._id }, { $set: fields });
  const missing = keys.filter((key) => !present.has(key));
  if (missing.length) {
    await EventSearchKey.insertMany(
      missing.map((key) => ({ key, event: event._id, ...fields })),
      { ordered: false },
    ).catch((error: unknown) => {
      if (!onlyDuplicates(error)) throw error;
    });
  }
  if ([...present].some((key) => !keys.includes(key))) await EventSearchKey.deleteMany({ event: event._id, key: { $nin: keys } });
  // Last: an event with title words is fully indexed, so the migration skips only those.
  await Event.updateOne({ _id: event._id }, { $set: { titleWords: searchWords(event.eventTitle) } }, { timestamps: false });
}
