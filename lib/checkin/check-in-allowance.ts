import "server-only";
import { ApiError } from "@/lib/api/errors";
import { countAttempt, RATE_RULES } from "@/lib/auth/rate-limit";
import type { EventAccess } from "@/lib/team/event-permission";

type Place = { count: number; expiresAt: Date; now: number };
type Waiting = { resolve: (place: Place) => void; reject: (error: unknown) => void };

// Scans waiting to be counted, per rate-limit key, while a count of that key is being written.
const waitingByKey = new Map<string, Waiting[]>();

/**
 * Counts one scan against `key`, together with the scans of the same key that arrive while a count
 * is on its way to the database: one write of n instead of n writes to one document (a gate's burst
 * of 60 scans costs two writes). Each scan still gets its own place in the window's count, in the
 * order they arrived, so the limit holds exactly, across every instance.
 */
function countTogether(key: string): Promise<Place> {
  return new Promise((resolve, reject) => {
    const waiting = waitingByKey.get(key);
    if (waiting) return void waiting.push({ resolve, reject });
    waitingByKey.set(key, [{ resolve, reject }]);
    void countWhileWaiting(key);
  });
}

async function countWhileWaiting(key: string): Promise<void> {
  const waiting = waitingByKey.get(key) ?? [];
  while (waiting.length > 0) {
    const batch = waiting.splice(0);
    try {
      const { count, expiresAt, now } = await countAttempt(key, RATE_RULES.checkInsPerActor, batch.length);
      const first = count - batch.length + 1;
      batch.forEach((scan, index) => scan.resolve({ count: first + index, expiresAt, now }));
    } catch (error) {
      batch.forEach((scan) => scan.reject(error));
    }
  }
  waitingByKey.delete(key);
}

/**
 * Counts one scan against the account or link at this event's gate; a 429 past the limit. Called
 * once the caller may check in here, so a refused request (a made-up link, a stranger) writes
 * nothing. The limit is far above a real gate (a scan a second on each of many devices sharing an
 * account), so only a runaway script or a stolen link meets it.
 */
export async function consumeCheckInAllowance(access: EventAccess, eventId: string): Promise<void> {
  const rule = RATE_RULES.checkInsPerActor;
  const actor = access.role === "link" ? `link:${access.actorId}` : `user:${access.actorId}`;
  const { count, expiresAt, now } = await countTogether(`check-in:${eventId}:${actor}`);
  if (count <= rule.limit) return;
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
  const whose = access.role === "link" ? "this check-in link" : "this account";
  throw new ApiError(
    "rate_limited",
    `Too many check-ins from ${whose}: more than ${rule.limit.toLocaleString("en-NG")} a minute. Wait ${seconds} second${seconds === 1 ? "" : "s"} and scan again.`,
  );
}
