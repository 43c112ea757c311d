import "server-only";
import { mayMailAccount } from "@/lib/accounts/account-mail-quota";
import { logMailFailure, sendVerificationLink } from "@/lib/accounts/send-account-mail";
import { connectToDatabase } from "@/lib/db";
import { User } from "@/models/User";

/** Sends a new verification link if the e-mail belongs to an unverified account; silent otherwise. */
export async function resendVerification(email: string, clientIp: string): Promise<void> {
  if (!(await mayMailAccount("verify", email, clientIp))) return;
  await connectToDatabase();
  const user = await User.findOne({ email, emailVerifiedAt: { $exists: false }, deletionRequestedAt: { $exists: false } }).lean();
  if (!user) return;
  await sendVerificationLink({ _id: String(user._id), fullname: user.fullname, email: user.email }).catch(
    logMailFailure("verify_email"),
  );
}
