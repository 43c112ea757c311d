import "server-only";
import { ApiError } from "@/lib/api/errors";
import { consumeLinkToken } from "@/lib/auth/link-tokens";
import { connectToDatabase } from "@/lib/db";
import { User } from "@/models/User";

/** Marks the account of a verification link as verified (a guest who signed up becomes a full account); the link works once. */
export async function verifyEmail(token: string): Promise<void> {
  const userId = await consumeLinkToken(token, "verify_email");
  if (!userId) throw new ApiError("bad_request", "This verification link is invalid or expired. Request a new one from the login page.");
  await connectToDatabase();
  await User.updateOne({ _id: userId, emailVerifiedAt: { $exists: false } }, { $set: { emailVerifiedAt: new Date() }, $unset: { guest: 1 } });
}
