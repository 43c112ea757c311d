import "server-only";
import LRUCache from "lru-cache";
import { followSessionChanges, sessionFeedVouchesFor } from "@/lib/domain/change-feed/follow-session-changes";
import { onSessionChange, type SessionChanges } from "@/lib/domain/change-feed/session-feed-state";

/** The lists of what a user holds that a process keeps: their favourites' ids, their tickets per event. */
export type ListName = "favorites" | "tickets";

type KeptList = { value: unknown; loadedAt: number };

/** A kept list is read again after this long whatever the feed says: the bound if a feed record was never written. */
const MAX_AGE_MS = 60_000;
const MAX_LISTS = 20_000;

type KeptListsState = { lists: LRUCache<string, KeptList>; generation: number };

// On globalThis: every route bundle may carry its own copy of this module; they share one cache,
// which the session feed's listener (registered once per process, by name) empties.
const processWide = globalThis as typeof globalThis & { __scheditixKeptLists?: KeptListsState };
const state: KeptListsState = (processWide.__scheditixKeptLists ??= { lists: new LRUCache<string, KeptList>({ max: MAX_LISTS }), generation: 0 });

const keyOf = (userId: string, name: ListName) => `${userId}|${name}`;

function forget(changes: SessionChanges) {
  // A list read before this change and kept after it would be stale: such reads are not kept.
  state.generation++;
  if (changes === "anything") return state.lists.clear();
  // Any change to a user (a logout, a deletion, a favourite, a ticket) drops both their lists.
  for (const { userId } of changes) {
    state.lists.delete(keyOf(userId, "favorites"));
    state.lists.delete(keyOf(userId, "tickets"));
  }
}

onSessionChange("attendee-lists", forget);

/**
 * A list of what `userId` holds, as `read` answers it from the database, kept in this process while
 * the session feed vouches that nothing changed it since (announceListsChange: a favourite or a ticket
 * changed anywhere is heard within a second), so that a signed-in read costs no round trip. What is
 * kept must not depend on the time: callers apply the clock to it on each read.
 */
export async function keptList<T>(userId: string, name: ListName, read: () => Promise<T>): Promise<T> {
  followSessionChanges();
  const now = Date.now();
  const kept = state.lists.get(keyOf(userId, name));
  if (kept && now - kept.loadedAt < MAX_AGE_MS && sessionFeedVouchesFor(kept.loadedAt, now)) return kept.value as T;
  const generation = state.generation;
  const loadedAt = Date.now();
  const value = await read();
  if (state.generation === generation && sessionFeedVouchesFor(loadedAt)) state.lists.set(keyOf(userId, name), { value, loadedAt });
  return value;
}
