import "server-only";
import LRUCache from "lru-cache";
import { withCategoryNames } from "@/lib/domain/attendee/category-names";
import { PUBLIC_EVENT_PROJECTION } from "@/lib/domain/attendee/public-event-projection";
import { onEventChange, type EventChanges } from "@/lib/domain/change-feed/event-change-listeners";
import { connectToDatabase } from "@/lib/platform/db";
import { Event, type LeanEvent } from "@/models/Event";

type KeptEvent = { event: LeanEvent; loadedAt: number };

/**
 * An event is read again after this long whatever the change feed says: the bound if a record was
 * missed (the feed says "anything" when it knows it missed one). Events' own caches keep them as long.
 */
export const KEPT_EVENT_MAX_AGE_MS = 10_000;
const MAX_EVENTS = 5_000;

type KeptEventsState = { events: LRUCache<string, KeptEvent>; generation: number };

// On globalThis: the routes that change events and the ones that read them are bundled apart, and
// each bundle may carry its own copy of this module; a change must empty the one cache of the process.
const processWide = globalThis as typeof globalThis & { __scheditixKeptEvents?: KeptEventsState };
const state: KeptEventsState = (processWide.__scheditixKeptEvents ??= {
  events: new LRUCache<string, KeptEvent>({ max: MAX_EVENTS }),
  generation: 0,
});

function forget(changes: EventChanges) {
  // An event read before this change and kept after it would be stale: such reads are not kept.
  state.generation++;
  if (changes === "anything") return state.events.clear();
  for (const eventId of changes.events) state.events.delete(eventId);
}

onEventChange("kept-events", forget);

/**
 * The events of `ids` that exist, as attendees' lists show them (the public fields, the category's
 * name), by id. Kept in this process until the change feed says they changed (an organiser's edit at
 * once here and within a second elsewhere, sales every half second), so that a list of events a user
 * holds reads the database only for those not kept.
 */
export async function keptEvents(ids: Iterable<unknown>): Promise<Map<string, LeanEvent>> {
  const now = Date.now();
  const found = new Map<string, LeanEvent>();
  const missing: string[] = [];
  for (const id of new Set([...ids].map(String))) {
    const kept = state.events.get(id);
    if (kept && now - kept.loadedAt < KEPT_EVENT_MAX_AGE_MS) found.set(id, kept.event);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const generation = state.generation;
  const loadedAt = Date.now();
  await connectToDatabase();
  const read = await withCategoryNames(await Event.find({ _id: { $in: missing } }, PUBLIC_EVENT_PROJECTION).lean<LeanEvent[]>());
  const keep = state.generation === generation;
  for (const event of read) {
    found.set(String(event._id), event);
    if (keep) state.events.set(String(event._id), { event, loadedAt });
  }
  return found;
}
