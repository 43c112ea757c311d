import "server-only";
import { mayMailAccount } from "@/lib/domain/accounts/account-mail-quota";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { logMailFailure, sendPasswordResetLink } from "@/lib/domain/accounts/send-account-mail";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

/** E-mails a reset link if the account exists; says nothing either way (no account enumeration). */
export async function requestPasswordReset(email: string, client: ClientContext): Promise<void> {
  if (!(await mayMailAccount("reset", email, client))) return;
  await connectToDatabase();
  const user = await User.findOne({ email, deletionRequestedAt: { $exists: false } }).lean();
  if (!user) return;
  await sendPasswordResetLink({ _id: String(user._id), fullname: user.fullname, email: user.email }).catch(logMailFailure("reset_password"));
}
