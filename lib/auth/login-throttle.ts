import "server-only";
import { RATE_RULES, countAttempt, currentCount, tooMany } from "@/lib/auth/rate-limit";

/*
 * Failed logins are counted per (account, client address), so a stranger guessing a password locks
 * only themselves out, never the owner signing in from elsewhere. A much higher ceiling per account
 * slows a guesser spread over many addresses: past it, a client that has already failed against the
 * account is refused, while one that has not (the owner, usually) still gets in.
 */

const clientKey = (email: string, ip: string) => `login-failures:${email}:${ip}`;
const clientDailyKey = (email: string, ip: string) => `login-failures-daily:${email}:${ip}`;
const accountKey = (email: string) => `login-failures:${email}`;

/** Throws a 429 if this client may not try this account's password now. */
export async function assertLoginAllowed(email: string, ip: string): Promise<void> {
  const [recent, daily, account] = await Promise.all([
    currentCount(clientKey(email, ip), RATE_RULES.loginFailuresPerClient),
    currentCount(clientDailyKey(email, ip), RATE_RULES.loginFailuresPerClientDaily),
    currentCount(accountKey(email), RATE_RULES.loginFailuresPerAccount),
  ]);
  if (daily.count >= RATE_RULES.loginFailuresPerClientDaily.limit) throw tooMany(daily.expiresAt, daily.now);
  if (recent.count >= RATE_RULES.loginFailuresPerClient.limit) throw tooMany(recent.expiresAt, recent.now);
  if (account.count >= RATE_RULES.loginFailuresPerAccount.limit && recent.count > 0) throw tooMany(account.expiresAt, account.now);
}

/** Counts a wrong password (or an unknown e-mail) from this client. */
export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await Promise.all([
    countAttempt(clientKey(email, ip), RATE_RULES.loginFailuresPerClient),
    countAttempt(clientDailyKey(email, ip), RATE_RULES.loginFailuresPerClientDaily),
    countAttempt(accountKey(email), RATE_RULES.loginFailuresPerAccount),
  ]);
}
