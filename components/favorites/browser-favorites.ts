/**
 * A visitor's favourites, kept in this browser until they log in (DESIGN 9). Only event ids are
 * stored, under the key SPEC 3 names; the events themselves are public and read from the API.
 */
export const FAVORITES_KEY = "favorites";

/** The merge endpoint takes at most this many at once. */
const MAX_FAVORITES = 200;

const isEventId = (value: unknown): value is string => typeof value === "string" && /^[a-f\d]{24}$/i.test(value);

/** An id, or (from the original client, which kept whole events) the `_id` of an event object. */
function idOf(entry: unknown): string | null {
  if (isEventId(entry)) return entry;
  const id = (entry as { _id?: unknown } | null)?._id;
  return isEventId(id) ? id : null;
}

function write(ids: string[]) {
  try {
    if (ids.length === 0) localStorage.removeItem(FAVORITES_KEY);
    else localStorage.setItem(FAVORITES_KEY, JSON.stringify(ids));
  } catch {
    // Storage can be full or switched off (private browsing); the favourite is simply not kept.
  }
}

/** The stored event ids, newest first; anything unreadable counts as none. */
export function readBrowserFavorites(): string[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const ids = stored.map(idOf).filter((id): id is string => id !== null);
  return [...new Set(ids)].slice(0, MAX_FAVORITES);
}

/** Adds an event; false when it was already there. */
export function addBrowserFavorite(eventId: string): boolean {
  const ids = readBrowserFavorites();
  if (ids.includes(eventId)) return false;
  write([eventId, ...ids].slice(0, MAX_FAVORITES));
  return true;
}

export function removeBrowserFavorite(eventId: string): void {
  write(readBrowserFavorites().filter((id) => id !== eventId));
}

export function clearBrowserFavorites(): void {
  write([]);
}
