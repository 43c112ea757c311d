import "server-only";
import { getAccountOrThrow } from "@/lib/accounts/find-user";
import { ApiError } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/send-mail";
import { accountDeletionEmail } from "@/lib/mail/templates";
import { AuthToken } from "@/models/AuthToken";
import { Session } from "@/models/Session";
import { User } from "@/models/User";

export const DELETION_GRACE_MS = 48 * 60 * 60 * 1000;

/**
 * Disables the account at once (every session ends) and leaves it for the sweeper to erase after
 * 48 hours. Only the account's owner, with the password, may do it.
 */
export async function requestAccountDeletion(callerId: string, userId: string, password: string): Promise<void> {
  if (callerId !== userId) throw new ApiError("forbidden", "You can only delete your own account");
  const user = await getAccountOrThrow(userId);
  if (!(await verifyPassword(password, user.passwordHash))) throw new ApiError("unauthorized", "Incorrect password");

  await User.updateOne(
    { _id: userId, deletionRequestedAt: { $exists: false } },
    { $set: { deletionRequestedAt: new Date() }, $inc: { sessionVersion: 1 } },
  );
  await Session.updateMany({ user: userId, revokedAt: { $exists: false } }, { $set: { revokedAt: new Date() } });
  await sendMail({ to: user.email, ...accountDeletionEmail({ fullname: user.fullname }) }).catch((error: unknown) =>
    logger.error("account mail failed", { purpose: "account_deletion", error }),
  );
}

/** Erases accounts whose grace period has passed. Safe in every instance at once: each delete is conditional. */
export async function sweepDeletedAccounts(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = await User.find({ deletionRequestedAt: { $lte: new Date(now.getTime() - DELETION_GRACE_MS) } }, { _id: 1 })
    .limit(100)
    .lean();
  let erased = 0;
  for (const { _id } of due) {
    const result = await User.deleteOne({ _id, deletionRequestedAt: { $lte: new Date(now.getTime() - DELETION_GRACE_MS) } });
    if (result.deletedCount === 0) continue;
    erased += 1;
    await Promise.all([Session.deleteMany({ user: _id }), AuthToken.deleteMany({ user: _id })]);
  }
  return erased;
}
