import "server-only";
import { mayMailAccount } from "@/lib/domain/accounts/account-mail-quota";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { logMailFailure, sendClaimLink, sendVerificationLink } from "@/lib/domain/accounts/send-account-mail";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

/** Sends a new verification link if the e-mail belongs to an unverified account (a guest's: its claim link); silent otherwise. */
export async function resendVerification(email: string, client: ClientContext): Promise<void> {
  if (!(await mayMailAccount("verify", email, client))) return;
  await connectToDatabase();
  const user = await User.findOne({ email, emailVerifiedAt: { $exists: false }, deletionRequestedAt: { $exists: false } }).lean();
  if (!user) return;
  // A guest buyer's address gets the link that lets its mailbox holder set the account up.
  if (user.guest) return sendClaimLink({ _id: String(user._id), email: user.email }).catch(logMailFailure("claim_account"));
  await sendVerificationLink({ _id: String(user._id), fullname: user.fullname, email: user.email }).catch(logMailFailure("verify_email"));
}
