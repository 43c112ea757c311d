import "server-only";
import { logger } from "@/lib/platform/logger";
import { ApiError } from "@/lib/platform/errors";
import { consumeLinkToken, retireLinkTokens } from "@/lib/domain/auth/link-tokens";
import { userSessionsChanged } from "@/lib/domain/auth/sessions";
import { forgetClients } from "@/lib/domain/auth/known-clients";
import { hashPassword } from "@/lib/domain/auth/password";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { passwordChangedEmail } from "@/lib/domain/mail/templates";
import { User } from "@/models/User";

export const INVALID_RESET_LINK = "Invalid or expired reset link. Please request a new one.";

/** Sets a new password from a reset link (once) and signs the account out everywhere. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const userId = await consumeLinkToken(token, "reset_password");
  if (!userId) throw new ApiError("bad_request", INVALID_RESET_LINK);
  await setPasswordAndRevokeSessions(userId, newPassword);
  await retireLinkTokens(userId, "reset_password");
  // The link proved the address: a guest who reset a password is a verified account now.
  await User.updateOne({ _id: userId, guest: true }, { $unset: { guest: 1 }, $set: { emailVerifiedAt: new Date() } });
}

/** New password hash and a new session version in one update: every older session and token stops working, and no client stays known. */
export async function setPasswordAndRevokeSessions(userId: string, newPassword: string): Promise<void> {
  await connectToDatabase();
  // updateOne, not findOneAndUpdate: FerretDB 1.24 rejects findAndModify with a projection,
  // which mongoose adds for the hidden passwordHash field.
  const result = await User.updateOne(
    { _id: userId, deletionRequestedAt: { $exists: false } },
    { $set: { passwordHash: await hashPassword(newPassword) }, $inc: { sessionVersion: 1 } },
  );
  const user = result.matchedCount ? await User.findById(userId, { fullname: 1, email: 1 }).lean() : null;
  if (!user) throw new ApiError("not_found", "Account not found");
  await userSessionsChanged(userId);
  // Whoever knew the old password may have signed in with it: only sign-ins from now on count.
  await forgetClients(userId);
  const mail = passwordChangedEmail({
    fullname: user.fullname,
    resetUrl: new URL("/forget-password", getEnv().APP_URL).toString(),
  });
  await sendMail({ to: user.email, ...mail }).catch((error: unknown) => logger.error("account mail failed", { purpose: "password_changed", error }));
}
