import "server-only";
import { DELETION_GRACE_MS } from "@/lib/domain/accounts/delete-account";
import { ApiError } from "@/lib/platform/errors";
import type { SessionClaims } from "@/lib/domain/auth/access-token";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { rememberClient } from "@/lib/domain/auth/known-clients";
import { issueLinkToken } from "@/lib/domain/auth/link-tokens";
import { formatLagosMoment } from "@/lib/platform/time/lagos";
import { verifyPasswordOrDummy } from "@/lib/domain/auth/password";
import { passwordTryPassed, recordPasswordFailure, reservePasswordTry } from "@/lib/domain/auth/login-throttle";
import { RATE_RULES, consumeRateLimit } from "@/lib/domain/auth/rate-limit";
import { startSession, toSessionUser, type SessionUser } from "@/lib/domain/auth/sessions";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_NOT_VERIFIED = "Please verify your email before logging in. Check your inbox (and spam) for the link, or request a new one.";

/**
 * The right password of an account whose deletion is pending (our pages only): it is disabled, so
 * no session starts, and the page offers to keep it with `keepToken` (a single-use cancel-deletion link).
 */
export class DeletionPendingError extends ApiError {
  constructor(
    readonly keepToken: string,
    readonly erasesAt: Date,
  ) {
    super("forbidden", `Your account is being deleted: it will be erased on ${formatLagosMoment(erasesAt)}. You can keep it.`);
  }
}

/**
 * Checks e-mail and password and starts a session. Rate-limited per client address (every attempt)
 * and per (account, client) failures (lib/domain/auth/login-throttle.ts), so guessing is slow while the
 * owner can still sign in from their own device. An account whose deletion is pending signs in
 * nowhere; on our pages (`web`) its right password is offered to keep it (DeletionPendingError),
 * while the API answers as SPEC does, "Invalid email or password", as for any wrong password.
 */
export async function logIn(
  credentials: { email: string; password: string },
  client: ClientContext,
  kind: "web" | "api",
): Promise<{ user: SessionUser; claims: SessionClaims }> {
  await consumeRateLimit(`login:${client.ip}`, RATE_RULES.loginPerIp);
  await reservePasswordTry("login", credentials.email, client.ip);

  await connectToDatabase();
  const user = await User.findOne({ email: credentials.email }).select("+passwordHash").lean();
  if (!(await verifyPasswordOrDummy(credentials.password, user?.passwordHash ?? undefined)) || !user) {
    await recordPasswordFailure("login", credentials.email, client.ip);
    throw new ApiError("unauthorized", INVALID_CREDENTIALS);
  }
  await passwordTryPassed("login", credentials.email, client.ip);
  if (user.deletionRequestedAt) {
    const erasesAt = new Date(user.deletionRequestedAt.getTime() + DELETION_GRACE_MS);
    if (kind === "api" || erasesAt.getTime() <= Date.now()) throw new ApiError("unauthorized", INVALID_CREDENTIALS);
    throw new DeletionPendingError(await issueLinkToken(String(user._id), "cancel_deletion"), erasesAt);
  }
  if (!user.emailVerifiedAt) throw new ApiError("forbidden", EMAIL_NOT_VERIFIED);

  const account = { ...user, _id: String(user._id) };
  const [claims] = await Promise.all([startSession(account, kind, client.userAgent), rememberClient(account._id, account.email, client)]);
  return { user: toSessionUser(account), claims };
}
