import "server-only";
import { rateLimited } from "@/lib/platform/errors";
import { countAttempt, type RateRule } from "@/lib/domain/auth/rate-limit";

/**
 * Changes to one event (its details, its ticket types) within a few seconds, from anyone on its
 * team. A person saving a form does so every few seconds at most, and a client that saves the
 * details and then the ticket types makes two or three calls at once: five in five seconds leaves
 * room for that, and holds a script to one change a second. Each change re-renders the event's page
 * and, every few seconds, the lists (lib/domain/change-feed/apply-event-changes.ts), so this bounds what
 * one organiser can cost the public pages.
 */
export const EVENT_EDITS: RateRule = { limit: 5, windowSeconds: 5 };

/**
 * Counts one change to `eventId`; a 429 with Retry-After past the limit. Called once the caller may
 * edit the event, so a refused caller writes nothing.
 */
export async function consumeEditAllowance(eventId: string): Promise<void> {
  const { count, expiresAt, now } = await countAttempt(`event-edits:${eventId}`, EVENT_EDITS);
  if (count <= EVENT_EDITS.limit) return;
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
  throw rateLimited(
    `This event was changed ${EVENT_EDITS.limit} times in the last ${EVENT_EDITS.windowSeconds} seconds. Wait ${seconds} second${seconds === 1 ? "" : "s"} and save again.`,
    seconds,
  );
}
