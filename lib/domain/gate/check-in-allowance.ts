import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { countAttempt, RATE_RULES } from "@/lib/domain/auth/rate-limit";
import { groupedWrites } from "@/lib/platform/grouped-writes";
import type { EventAccess } from "@/lib/domain/access/event-permission";

// Scans of one account or link at one gate arriving together are counted in one write; each keeps
// its own place in the window's count, in arrival order, so the limit holds exactly.
const countScans = groupedWrites((key, scans) => countAttempt(key, RATE_RULES.checkInsPerActor, scans));

/**
 * Counts one scan against the account or link at this event's gate; a 429 past the limit. Called
 * once the caller may check in here, so a refused request (a made-up link, a stranger) writes
 * nothing. The limit is far above a real gate (a scan a second on each of many devices sharing an
 * account), so only a runaway script or a stolen link meets it.
 */
export async function consumeCheckInAllowance(access: EventAccess, eventId: string): Promise<void> {
  const rule = RATE_RULES.checkInsPerActor;
  const { result, index, size } = await countScans(allowanceKey(access.role === "link", access.actorId, eventId));
  const count = result.count - size + 1 + index;
  if (count <= rule.limit) return;
  throw tooManyCheckIns(access.role === "link", result.expiresAt.getTime() - result.now, "scan");
}

/** One count per account or link at one event's gate, shared by the online check-in and the offline scanners' syncs. */
const allowanceKey = (isLink: boolean, actorId: string, eventId: string) => `check-in:${eventId}:${isLink ? "link" : "user"}:${actorId}`;

/**
 * Counts every scan of a gate device's sync against the same allowance as the online check-in:
 * a queue of 3,000 is 3,000 check-ins. Past the limit the whole sync is refused (429); the device
 * keeps its queue and sends it again later.
 */
export async function consumeSyncAllowance(actor: { kind: string; actorId: string }, eventId: string, scans: number): Promise<void> {
  if (scans === 0) return;
  const rule = RATE_RULES.checkInsPerActor;
  const { count, expiresAt, now } = await countAttempt(allowanceKey(actor.kind === "link", actor.actorId, eventId), rule, scans);
  if (count <= rule.limit) return;
  throw tooManyCheckIns(actor.kind === "link", expiresAt.getTime() - now, "sync");
}

function tooManyCheckIns(isLink: boolean, waitMs: number, again: "scan" | "sync"): ApiError {
  const rule = RATE_RULES.checkInsPerActor;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const whose = isLink ? "this check-in link" : "this account";
  return new ApiError(
    "rate_limited",
    `Too many check-ins from ${whose}: more than ${rule.limit.toLocaleString("en-NG")} a minute. Wait ${seconds} second${seconds === 1 ? "" : "s"} and ${again} again.`,
  );
}
