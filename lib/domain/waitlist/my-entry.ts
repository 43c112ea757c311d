// Waitlist: a person's own entry — by its no-login key, or as the signed-in account that joined.
import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { connectToDatabase } from "@/lib/platform/db";
import { entryKey, isEntryKey } from "@/lib/domain/waitlist/entry-key";
import { toEntryView, type EntryView } from "@/lib/domain/waitlist/entry-view";
import { WaitlistEntry, type LeanWaitlistEntry } from "@/models/WaitlistEntry";

/** The entry a no-login link opens, or null when the key is not the one this server made for it. */
export async function entryByKey(entryId: string, key: string | undefined): Promise<LeanWaitlistEntry | null> {
  if (!isEntryKey(entryId, key)) return null;
  await connectToDatabase();
  return WaitlistEntry.findById(entryId).lean<LeanWaitlistEntry>();
}

/** The signed-in account's entry for an event (the one it joined with, while it lasts). */
export async function entryOfUser(userId: string, eventId: string): Promise<LeanWaitlistEntry | null> {
  await connectToDatabase();
  return WaitlistEntry.findOne({ user: userId, event: eventId }).lean<LeanWaitlistEntry>();
}

/** The caller's entry, with its place: by the link's key, or the signed-in account that made it. */
export async function myEntry(entryId: string, key: string | undefined, userId: string | null): Promise<EntryView> {
  const entry = await ownEntry(entryId, key, userId);
  return toEntryView(entry);
}

export async function ownEntry(entryId: string, key: string | undefined, userId: string | null): Promise<LeanWaitlistEntry> {
  const byKey = key ? await entryByKey(entryId, key) : null;
  if (byKey) return byKey;
  if (userId) {
    await connectToDatabase();
    const own = await WaitlistEntry.findOne({ _id: entryId, user: userId }).lean<LeanWaitlistEntry>();
    if (own) return own;
  }
  throw new ApiError("not_found", "No waitlist entry found for this link");
}

/** The signed-in account's entry for an event, with the key of its link (so its page can offer leaving), or null. */
export async function myEventEntry(userId: string, eventId: string): Promise<(EntryView & { key: string }) | null> {
  const entry = await entryOfUser(userId, eventId);
  return entry ? { ...(await toEntryView(entry)), key: entryKey(String(entry._id)) } : null;
}
