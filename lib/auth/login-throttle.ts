import "server-only";
import { RATE_RULES, countAttempt, currentCount, tooMany } from "@/lib/auth/rate-limit";

/*
 * Wrong passwords are counted per (account, client address), so a stranger guessing a password locks
 * only themselves out, never the owner signing in from elsewhere. A much higher ceiling per account
 * slows a guesser spread over many addresses: past it, a client that has already failed against the
 * account is refused, while one that has not (the owner, usually) still gets in. Every place that
 * checks a password has its own counters: login (by e-mail), and the current-password checks of
 * change-password and account deletion (by account id).
 */

export type PasswordCheck = "login" | "change-password" | "delete-account";

// Login keeps its original key names; the others are named after what they guard.
const PREFIX: Record<PasswordCheck, string> = {
  login: "login-failures",
  "change-password": "password-failures:change",
  "delete-account": "password-failures:delete",
};

const keys = (check: PasswordCheck, account: string, ip: string) => ({
  client: `${PREFIX[check]}:${account}:${ip}`,
  clientDaily: `${PREFIX[check]}-daily:${account}:${ip}`,
  account: `${PREFIX[check]}:${account}`,
});

/** Throws a 429 if this client may not try this account's password now. */
export async function assertPasswordTryAllowed(check: PasswordCheck, account: string, ip: string): Promise<void> {
  const key = keys(check, account, ip);
  const [recent, daily, everyone] = await Promise.all([
    currentCount(key.client, RATE_RULES.loginFailuresPerClient),
    currentCount(key.clientDaily, RATE_RULES.loginFailuresPerClientDaily),
    currentCount(key.account, RATE_RULES.loginFailuresPerAccount),
  ]);
  if (daily.count >= RATE_RULES.loginFailuresPerClientDaily.limit) throw tooMany(daily.expiresAt, daily.now);
  if (recent.count >= RATE_RULES.loginFailuresPerClient.limit) throw tooMany(recent.expiresAt, recent.now);
  if (everyone.count >= RATE_RULES.loginFailuresPerAccount.limit && recent.count > 0) throw tooMany(everyone.expiresAt, everyone.now);
}

/** Counts a wrong password (or, at login, an unknown e-mail) from this client. */
export async function recordPasswordFailure(check: PasswordCheck, account: string, ip: string): Promise<void> {
  const key = keys(check, account, ip);
  await Promise.all([
    countAttempt(key.client, RATE_RULES.loginFailuresPerClient),
    countAttempt(key.clientDaily, RATE_RULES.loginFailuresPerClientDaily),
    countAttempt(key.account, RATE_RULES.loginFailuresPerAccount),
  ]);
}

/** Throws a 429 if this client may not try this account's password at login now. */
export const assertLoginAllowed = (email: string, ip: string) => assertPasswordTryAllowed("login", email, ip);

/** Counts a failed login from this client. */
export const recordLoginFailure = (email: string, ip: string) => recordPasswordFailure("login", email, ip);
