import "server-only";
import { isValidObjectId } from "mongoose";
import { SESSION_TTL_SECONDS, type SessionClaims } from "@/lib/domain/auth/access-token";
import { keptSessionUser, sessionRead } from "@/lib/domain/auth/session-cache";
import { announceSessionChange } from "@/lib/domain/change-feed/announce-session-change";
import { batchedReads } from "@/lib/platform/batched-reads";
import { connectToDatabase } from "@/lib/platform/db";
import { mediaPath } from "@/lib/platform/media/media-path";
import { Session } from "@/models/Session";
import { User } from "@/models/User";

export type SessionUser = {
  _id: string;
  fullname: string;
  email: string;
  phoneNo: string;
  plan: "basic" | "pro" | "premium";
  avatarUrl: string | null;
  isLoggedIn: true;
};

/** Starts a session for a signed-in user; its id goes into the token or cookie. */
export async function startSession(
  user: { _id: string; sessionVersion: number },
  kind: "web" | "api",
  userAgent?: string | null,
): Promise<SessionClaims> {
  await connectToDatabase();
  const session = await Session.create({
    user: user._id,
    kind,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    userAgent: userAgent?.slice(0, 300),
  });
  return { userId: user._id, sessionId: String(session._id), sessionVersion: user.sessionVersion };
}

/** Ends one session (logout), on every instance within a second (the session feed). Idempotent. */
export async function revokeSession(sessionId: string): Promise<void> {
  if (!isValidObjectId(sessionId)) return;
  await connectToDatabase();
  const revoked = await Session.findOneAndUpdate({ _id: sessionId, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } }).lean();
  if (revoked) await announceSessionChange({ userId: String(revoked.user), sessionId });
}

/**
 * After a write to a user that ends their sessions or changes what a request knows of them
 * (password, deletion, profile, plan): every instance reads their sessions again within a second.
 */
export async function userSessionsChanged(userId: string): Promise<void> {
  await announceSessionChange({ userId });
}

// What a request needs of its caller: the session checks and the public profile.
const SESSION_USER_FIELDS = { fullname: 1, email: 1, phoneNo: 1, plan: 1, avatarKey: 1, deletionRequestedAt: 1, sessionVersion: 1 };

// Requests whose sessions are not kept (a rush of buyers just signed in elsewhere, a process just
// started) read them together: one query of sessions and one of users per batch, not two per request.
const sessionById = batchedReads((ids) => Session.find({ _id: { $in: ids } }, { user: 1, revokedAt: 1, expiresAt: 1 }).lean());
const userById = batchedReads((ids) => User.find({ _id: { $in: ids } }, SESSION_USER_FIELDS).lean());

/**
 * The user behind session claims, or null when the session was revoked or expired, the user's
 * sessions were all revoked since (password reset or change), or the account is being deleted.
 * Kept in the process once read (session-cache.ts), as exact as the database: any instance's
 * logout, password change or deletion is heard through the session feed within a second.
 */
export async function userOfSession(claims: SessionClaims): Promise<SessionUser | null> {
  if (!isValidObjectId(claims.userId) || !isValidObjectId(claims.sessionId)) return null;
  const kept = keptSessionUser(claims);
  if (kept) return kept;
  const read = sessionRead();
  await connectToDatabase();
  const [session, user] = await Promise.all([sessionById(claims.sessionId), userById(claims.userId)]);
  if (!session || String(session.user) !== claims.userId || session.revokedAt || session.expiresAt <= new Date()) return null;
  if (!user || user.deletionRequestedAt || user.sessionVersion !== claims.sessionVersion) return null;
  const sessionUser = toSessionUser({ ...user, _id: String(user._id) });
  read.keep(claims, session.expiresAt, sessionUser);
  return { ...sessionUser };
}

export function toSessionUser(user: {
  _id: string;
  fullname: string;
  email: string;
  phoneNo?: string | null;
  plan: "basic" | "pro" | "premium";
  avatarKey?: string | null;
}): SessionUser {
  return {
    _id: user._id,
    fullname: user.fullname,
    email: user.email,
    phoneNo: user.phoneNo ?? "",
    plan: user.plan,
    avatarUrl: user.avatarKey ? mediaPath(user.avatarKey) : null,
    isLoggedIn: true,
  };
}
