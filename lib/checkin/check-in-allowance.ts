import "server-only";
import { ApiError } from "@/lib/api/errors";
import { countAttempt, RATE_RULES } from "@/lib/auth/rate-limit";
import { groupedWrites } from "@/lib/checkin/grouped-writes";
import type { EventAccess } from "@/lib/team/event-permission";

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
  const actor = access.role === "link" ? `link:${access.actorId}` : `user:${access.actorId}`;
  const { result, index, size } = await countScans(`check-in:${eventId}:${actor}`);
  const count = result.count - size + 1 + index;
  if (count <= rule.limit) return;
  const seconds = Math.max(1, Math.ceil((result.expiresAt.getTime() - result.now) / 1000));
  const whose = access.role === "link" ? "this check-in link" : "this account";
  throw new ApiError(
    "rate_limited",
    `Too many check-ins from ${whose}: more than ${rule.limit.toLocaleString("en-NG")} a minute. Wait ${seconds} second${seconds === 1 ? "" : "s"} and scan again.`,
  );
}
