import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { SessionClaims } from "@/lib/auth/access-token";
import type { ClientContext } from "@/lib/auth/client-context";
import { rememberClient } from "@/lib/auth/known-clients";
import { verifyPasswordOrDummy } from "@/lib/auth/password";
import { passwordTryPassed, recordPasswordFailure, reservePasswordTry } from "@/lib/auth/login-throttle";
import { RATE_RULES, consumeRateLimit } from "@/lib/auth/rate-limit";
import { startSession, toSessionUser, type SessionUser } from "@/lib/auth/sessions";
import { connectToDatabase } from "@/lib/db";
import { User } from "@/models/User";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_NOT_VERIFIED =
  "Please verify your email before logging in. Check your inbox (and spam) for the link, or request a new one.";

/**
 * Checks e-mail and password and starts a session. Rate-limited per client address (every attempt)
 * and per (account, client) failures (lib/auth/login-throttle.ts), so guessing is slow while the
 * owner can still sign in from their own device.
 */
export async function logIn(
  credentials: { email: string; password: string },
  client: ClientContext,
  kind: "web" | "api",
): Promise<{ user: SessionUser; claims: SessionClaims }> {
  await consumeRateLimit(`login:${client.ip}`, RATE_RULES.loginPerIp);
  await reservePasswordTry("login", credentials.email, client.ip);

  await connectToDatabase();
  const user = await User.findOne({ email: credentials.email, deletionRequestedAt: { $exists: false } })
    .select("+passwordHash")
    .lean();
  if (!(await verifyPasswordOrDummy(credentials.password, user?.passwordHash ?? undefined)) || !user) {
    await recordPasswordFailure("login", credentials.email, client.ip);
    throw new ApiError("unauthorized", INVALID_CREDENTIALS);
  }
  await passwordTryPassed("login", credentials.email, client.ip);
  if (!user.emailVerifiedAt) throw new ApiError("forbidden", EMAIL_NOT_VERIFIED);

  const account = { ...user, _id: String(user._id) };
  const [claims] = await Promise.all([startSession(account, kind, client.userAgent), rememberClient(account._id, account.email, client)]);
  return { user: toSessionUser(account), claims };
}
