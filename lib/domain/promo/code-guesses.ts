import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { assertUnderRateLimit, countAttempt, RATE_RULES } from "@/lib/domain/auth/rate-limit";

const rule = RATE_RULES.codeGuessesPerClient;
const guessKey = (clientIp: string, eventId: string) => `code-guess:${clientIp}:${eventId}`;

/** A refusal of the code itself (unknown, inactive, ended, used up, not for these types). */
const refusesCode = (error: unknown) => error instanceof ApiError && error.status === 422 && Boolean(error.errors?.promoCode);

/**
 * Runs a quote or a purchase that carries a promo or access code, counting each refused code
 * against the client and event. Past the limit the code is not even looked up (429), so codes
 * cannot be found by trying them one after another; a choice without a code is never limited.
 */
export async function withCodeGuessLimit<T>(clientIp: string, eventId: string, code: string | undefined, attempt: () => Promise<T>): Promise<T> {
  if (!code) return attempt();
  const key = guessKey(clientIp, eventId);
  await assertUnderRateLimit(key, rule);
  try {
    return await attempt();
  } catch (error) {
    if (refusesCode(error)) await countAttempt(key, rule);
    throw error;
  }
}
