import "server-only";
import type { z } from "zod";
import { sendVerificationLink } from "@/lib/accounts/send-account-mail";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { safeCallbackUrl } from "@/lib/auth/safe-callback-url";
import { toSessionUser, type SessionUser } from "@/lib/auth/sessions";
import { connectToDatabase } from "@/lib/db";
import type { registerSchema } from "@/lib/validations/auth";
import { User } from "@/models/User";

export type Registration = z.output<typeof registerSchema>;

const EMAIL_TAKEN = "An account with this email already exists. Log in or reset your password.";

/**
 * Creates an unverified account and e-mails its verification link. A taken e-mail is a 409 —
 * unless it only bought as a guest: then this sign-up becomes that record (its orders with it),
 * still a guest until the e-mail is verified, so a stranger who signs up with someone's address
 * gets nothing and the owner can still sign up over them.
 */
export async function registerUser(input: Registration): Promise<SessionUser> {
  await connectToDatabase();
  const existing = await User.findOne({ email: input.email }, { guest: 1 }).lean();
  if (existing && !existing.guest) throw new ApiError("conflict", EMAIL_TAKEN);
  const fields = { fullname: input.fullname, email: input.email, phoneNo: input.phoneNo, passwordHash: await hashPassword(input.password) };
  if (existing) {
    const claimed = await User.updateOne({ _id: existing._id, guest: true }, { $set: fields });
    if (claimed.modifiedCount !== 1) throw new ApiError("conflict", EMAIL_TAKEN);
  }
  // The unique index still decides if two sign-ups race (E11000 → 409).
  const user = existing ? await User.findById(existing._id).lean() : (await User.create(fields)).toObject();
  if (!user) throw new ApiError("conflict", EMAIL_TAKEN);
  const account = toSessionUser({ ...user, _id: String(user._id) });
  await sendVerificationLink(account, safeCallbackUrl(input.callbackUrl, "") || undefined);
  return account;
}
