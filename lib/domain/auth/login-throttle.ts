import "server-only";
import { RATE_RULES, countAttempt, currentCount, tooMany, uncountAttempt } from "@/lib/domain/auth/rate-limit";

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

/**
 * Reserves one try of this account's password for this client, or throws a 429. The try is
 * counted as a failure before the password is checked — one atomic $inc that also answers the
 * count — so however many tries arrive at once, at most the limit of them are checked. The caller
 * then gives it back if the password was right (`passwordTryPassed`), or records the rest of the
 * failure (`recordPasswordFailure`).
 */
export async function reservePasswordTry(check: PasswordCheck, account: string, ip: string): Promise<void> {
  const key = keys(check, account, ip);
  const [daily, everyone] = await Promise.all([
    currentCount(key.clientDaily, RATE_RULES.loginFailuresPerClientDaily),
    currentCount(key.account, RATE_RULES.loginFailuresPerAccount),
  ]);
  if (daily.count >= RATE_RULES.loginFailuresPerClientDaily.limit) throw tooMany(daily.expiresAt, daily.now);
  const recent = await countAttempt(key.client, RATE_RULES.loginFailuresPerClient);
  const overClient = recent.count > RATE_RULES.loginFailuresPerClient.limit;
  // Past the account-wide ceiling only a client with no failures of its own may try.
  const overAccount = everyone.count >= RATE_RULES.loginFailuresPerAccount.limit && recent.count > 1;
  if (overClient || overAccount) {
    await uncountAttempt(key.client, RATE_RULES.loginFailuresPerClient);
    throw overClient ? tooMany(recent.expiresAt, recent.now) : tooMany(everyone.expiresAt, everyone.now);
  }
}

/** The reserved try was the right password: it does not count. */
export async function passwordTryPassed(check: PasswordCheck, account: string, ip: string): Promise<void> {
  await uncountAttempt(keys(check, account, ip).client, RATE_RULES.loginFailuresPerClient);
}

/** Counts a wrong password (or, at login, an unknown e-mail) from this client, beyond the reserved try. */
export async function recordPasswordFailure(check: PasswordCheck, account: string, ip: string): Promise<void> {
  const key = keys(check, account, ip);
  await Promise.all([
    countAttempt(key.clientDaily, RATE_RULES.loginFailuresPerClientDaily),
    countAttempt(key.account, RATE_RULES.loginFailuresPerAccount),
  ]);
}
