import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { consumeLinkToken, linkTokenSubject } from "@/lib/domain/auth/link-tokens";
import { connectToDatabase } from "@/lib/platform/db";
import { User } from "@/models/User";

export const EMAIL_VERIFIED = "Your email has been verified. You can now log in.";
const INVALID_LINK = "This verification link is invalid or expired. Request a new one from the login page.";
export const ALREADY_VERIFIED = "Your email is already verified. You can log in.";

/**
 * Marks the account of a verification link as verified and answers what to tell the user. The link
 * works once; opened again for an account that is verified, it says so rather than failing.
 */
export async function verifyEmail(token: string): Promise<string> {
  const userId = await consumeLinkToken(token, "verify_email");
  await connectToDatabase();
  if (!userId) {
    const owner = await linkTokenSubject(token, "verify_email");
    if (owner && (await User.exists({ _id: owner, emailVerifiedAt: { $exists: true } }))) return ALREADY_VERIFIED;
    throw new ApiError("bad_request", INVALID_LINK);
  }
  // A guest buyer's record is set up only from its claim link (lib/domain/accounts/claim-guest-account.ts),
  // never by a verification link: whoever chose its password may not hold the mailbox.
  const verified = await User.updateOne(
    { _id: userId, guest: { $ne: true }, emailVerifiedAt: { $exists: false } },
    { $set: { emailVerifiedAt: new Date() } },
  );
  if (verified.matchedCount === 0 && (await User.exists({ _id: userId, guest: true }))) throw new ApiError("bad_request", INVALID_LINK);
  return EMAIL_VERIFIED;
}
