import "server-only";
import { confirmCurrentPassword } from "@/lib/domain/accounts/confirm-current-password";
import { getAccountOrThrow } from "@/lib/domain/accounts/find-user";
import {
  cancelOpenEventsOfErasedOrganiser,
  reconcileSuspensions,
  resumeOrganiserEvents,
  suspendOrganiserEvents,
} from "@/lib/domain/accounts/suspend-organiser-events";
import { ApiError } from "@/lib/platform/errors";
import { forgetClients } from "@/lib/domain/auth/known-clients";
import { consumeLinkToken, issueLinkToken } from "@/lib/domain/auth/link-tokens";
import { userSessionsChanged } from "@/lib/domain/auth/sessions";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { accountDeletionEmail } from "@/lib/domain/mail/templates";
import { serverUrl } from "@/lib/platform/media/public-url";
import { AuthToken } from "@/models/AuthToken";
import { Session } from "@/models/Session";
import { User } from "@/models/User";

export const DELETION_GRACE_MS = 48 * 60 * 60 * 1000;

/** How recent an API sign-in must be to delete the account without the password (like GitHub's sudo mode). */
export const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

export const SIGN_IN_AGAIN =
  "For your security, sign in again to delete your account: your last sign-in was more than 15 minutes ago. Or confirm your password.";

/**
 * Whether the caller may skip the password: only an API client (bearer token, as the existing
 * client sends no body) whose sign-in is fresh. Our own pages (web sessions) always ask for it.
 */
async function assertMaySkipPassword(sessionId: string): Promise<void> {
  const session = await Session.findById(sessionId, { kind: 1, createdAt: 1 }).lean();
  if (session?.kind !== "api") throw new ApiError("unprocessable_entity", "Confirm your password", { password: ["Confirm your password"] });
  if (!session.createdAt || Date.now() - session.createdAt.getTime() > FRESH_SIGN_IN_MS) throw new ApiError("forbidden", SIGN_IN_AGAIN);
}

/**
 * Disables the account at once (every session ends, its events stop selling) and leaves it for the
 * sweeper to erase after 48 hours. Only the account's owner may do it: with the password, or from a fresh API sign-in.
 * The e-mail that confirms it carries a single-use link that cancels the deletion.
 */
export async function requestAccountDeletion(
  caller: { userId: string; sessionId: string },
  userId: string,
  password: string | undefined,
  clientIp: string,
): Promise<void> {
  if (caller.userId !== userId) throw new ApiError("forbidden", "You can only delete your own account");
  const user = await getAccountOrThrow(userId);
  if (password === undefined) await assertMaySkipPassword(caller.sessionId);
  else await confirmCurrentPassword("delete-account", { userId, passwordHash: user.passwordHash }, clientIp, password, "Incorrect password");

  await User.updateOne(
    { _id: userId, deletionRequestedAt: { $exists: false } },
    { $set: { deletionRequestedAt: new Date() }, $inc: { sessionVersion: 1 } },
  );
  await Session.updateMany({ user: userId, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } });
  await userSessionsChanged(userId);
  // A crash before this is caught up by the sweeper (reconcileSuspensions).
  await suspendOrganiserEvents(userId);
  await sendDeletionMail({ _id: userId, fullname: user.fullname, email: user.email }).catch((error: unknown) =>
    logger.error("account mail failed", { purpose: "account_deletion", error }),
  );
}

// The cancel page is served by this server whichever client asked for the deletion, so it links to SERVER_URL.
async function sendDeletionMail(user: { _id: string; fullname: string; email: string }): Promise<void> {
  const token = await issueLinkToken(user._id, "cancel_deletion");
  const cancelUrl = serverUrl(`/cancel-deletion/${token}`);
  await sendMail({ to: user.email, ...accountDeletionEmail({ fullname: user.fullname, cancelUrl }) });
}

/**
 * Keeps an account whose deletion is pending, from the e-mailed link (single use); its events are
 * on sale again. The user signs in again. Once the grace period is over the sweeper may be erasing
 * it, so it can no longer be kept.
 */
export async function cancelAccountDeletion(token: string): Promise<void> {
  const userId = await consumeLinkToken(token, "cancel_deletion");
  const graceStart = new Date(Date.now() - DELETION_GRACE_MS);
  const restored = userId
    ? await User.updateOne({ _id: userId, deletionRequestedAt: { $gt: graceStart } }, { $unset: { deletionRequestedAt: 1 } })
    : null;
  if (!userId || !restored?.modifiedCount) {
    throw new ApiError("bad_request", "This link is invalid or expired, or the account was already kept or erased.");
  }
  await userSessionsChanged(userId);
  await resumeOrganiserEvents(userId);
}

/**
 * Erases accounts whose grace period has passed: first their events that have not ended are
 * cancelled and refunded (lib/domain/accounts/suspend-organiser-events.ts), then the account goes. Safe in every
 * instance at once: the cancellations resume, and each delete is conditional.
 */
export async function sweepDeletedAccounts(now = new Date()): Promise<number> {
  await connectToDatabase();
  await reconcileSuspensions();
  const due = { $lte: new Date(now.getTime() - DELETION_GRACE_MS) };
  const users = await User.find({ deletionRequestedAt: due }, { _id: 1 }).limit(100).lean();
  let erased = 0;
  for (const { _id } of users) {
    const userId = String(_id);
    try {
      await cancelOpenEventsOfErasedOrganiser(userId, now);
    } catch (error) {
      // The account stays (disabled) until its events are cancelled; the next sweep tries again.
      logger.error("cancelling an erased organiser's events failed", { userId, error });
      continue;
    }
    const result = await User.deleteOne({ _id, deletionRequestedAt: due });
    if (result.deletedCount === 0) continue;
    erased += 1;
    await Promise.all([Session.deleteMany({ user: _id }), AuthToken.deleteMany({ user: _id }), forgetClients(userId)]);
    await userSessionsChanged(userId);
    // What is left (ended or cancelled events) can never sell again: lift the mark.
    await resumeOrganiserEvents(userId);
  }
  return erased;
}
