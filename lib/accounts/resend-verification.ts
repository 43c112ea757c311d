import "server-only";
import { mayMailAccount } from "@/lib/accounts/account-mail-quota";
import type { ClientContext } from "@/lib/auth/client-context";
import { logMailFailure, sendVerificationLink } from "@/lib/accounts/send-account-mail";
import { connectToDatabase } from "@/lib/db";
import { User } from "@/models/User";

/** Sends a new verification link if the e-mail belongs to an unverified account; silent otherwise. */
export async function resendVerification(email: string, client: ClientContext): Promise<void> {
  if (!(await mayMailAccount("verify", email, client))) return;
  await connectToDatabase();
  const user = await User.findOne({ email, emailVerifiedAt: { $exists: false }, deletionRequestedAt: { $exists: false } }).lean();
  if (!user) return;
  await sendVerificationLink({ _id: String(user._id), fullname: user.fullname, email: user.email }).catch(
    logMailFailure("verify_email"),
  );
}
