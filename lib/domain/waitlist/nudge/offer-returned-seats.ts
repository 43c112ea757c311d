// Waitlist: the one call a path that gives seats back makes, so waiting people hear at once.
import "server-only";
import { logger } from "@/lib/platform/logger";
import { makeWaitlistOffers } from "@/lib/domain/waitlist/make-offers";

// Per process: one run per event at a time; a nudge during a run asks for one more run after it.
const processWide = globalThis as typeof globalThis & { __scheditixWaitlistNudges?: Map<string, { again: boolean }> };
const running = (processWide.__scheditixWaitlistNudges ??= new Map());

/**
 * Call after seats of an event come back (a hold ended, a refund, a cancelled order, a resale
 * listing, more stock): offers are made to the waiting entries in the background, without holding
 * up the caller. Cheap when the event has no waitlist (one read). Losing it (a crash) costs only
 * time: the waitlist sweep makes the same offers.
 */
export function offerReturnedSeats(eventId: string): void {
  const run = running.get(eventId);
  if (run) {
    run.again = true;
    return;
  }
  const state = { again: false };
  running.set(eventId, state);
  void (async () => {
    try {
      do {
        state.again = false;
        await makeWaitlistOffers(eventId);
      } while (state.again);
    } catch (error) {
      logger.error("could not make waitlist offers after seats came back", { eventId, error });
    } finally {
      running.delete(eventId);
    }
  })();
}
