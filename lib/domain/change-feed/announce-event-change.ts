import "server-only";
import { applyEventChanges } from "@/lib/domain/change-feed/apply-event-changes";
import { feedState } from "@/lib/domain/change-feed/process-feed-state";
import { writeEventChange } from "@/lib/domain/change-feed/write-event-change";
import { logger } from "@/lib/platform/logger";
import type { EventChangeKind } from "@/models/EventChange";

/** Sales of one event within this window become one record (and one emptying of the caches here). */
const SEATS_WINDOW_MS = 500;

/**
 * After an event changes: this process's caches of that event's data are emptied at once (lists
 * follow within a few seconds; apply-event-changes.ts), and the change
 * is written to the change feed, which every other process (instance or worker) follows and applies
 * within about a second. Works outside a request too (sweepers, webhooks). Sales (`seats`) are
 * gathered for half a second, so a rush empties the caches once per window, not once per sale.
 * Never throws: the change itself is made; if the feed cannot be written, other processes see it
 * when their caches expire (PUBLIC_CACHE_SECONDS, event-cache-tags.ts), and the failure is logged.
 * Writers only announce: which caches to empty, and when, is the feed's to know.
 */
export async function announceEventChange(eventId: string, kind: EventChangeKind): Promise<void> {
  if (kind === "seats") return noteSale(eventId);
  applyEventChanges({ events: [eventId], details: true });
  await writeEventChange(eventId, kind).catch((error: unknown) => logger.error("change feed: a change was not recorded", { eventId, kind, error }));
}

function noteSale(eventId: string) {
  feedState.pendingSeats.add(eventId);
  if (feedState.seatsFlush) return;
  feedState.seatsFlush = setTimeout(flushSales, SEATS_WINDOW_MS);
  feedState.seatsFlush.unref?.();
}

function flushSales() {
  const eventIds = [...feedState.pendingSeats];
  feedState.pendingSeats.clear();
  feedState.seatsFlush = undefined;
  applyEventChanges({ events: eventIds, details: false });
  for (const eventId of eventIds) {
    void writeEventChange(eventId, "seats").catch((error: unknown) => logger.error("change feed: a sale was not recorded", { eventId, error }));
  }
}
