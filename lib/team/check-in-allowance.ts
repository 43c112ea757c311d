import "server-only";
import { ApiError } from "@/lib/api/errors";
import { countAttempt, RATE_RULES } from "@/lib/auth/rate-limit";
import type { Principal } from "@/lib/team/event-permission";
import { hashSecretToken } from "@/lib/auth/secret-token";

/** The header a check-in link's page sends its token in (never in a URL the logs keep). */
export const CHECK_IN_LINK_HEADER = "x-check-in-link";

/**
 * Counts one scan against the account or link at this event's gate; a 429 past the limit. The
 * limit is far above a real gate (a scan a second on each of many devices sharing an account), so
 * only a runaway script or a stolen link meets it.
 */
export async function consumeCheckInAllowance(who: Principal, eventId: string): Promise<void> {
  const rule = RATE_RULES.checkInsPerActor;
  const actor = typeof who === "string" ? `user:${who}` : `link:${hashSecretToken(who.linkToken)}`;
  const { count, expiresAt, now } = await countAttempt(`check-in:${eventId}:${actor}`, rule);
  if (count <= rule.limit) return;
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
  const whose = typeof who === "string" ? "this account" : "this check-in link";
  throw new ApiError(
    "rate_limited",
    `Too many check-ins from ${whose}: more than ${rule.limit.toLocaleString("en-NG")} a minute. Wait ${seconds} second${seconds === 1 ? "" : "s"} and scan again.`,
  );
}
