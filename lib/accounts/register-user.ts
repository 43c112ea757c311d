import "server-only";
import type { z } from "zod";
import { sendVerificationLink } from "@/lib/accounts/send-account-mail";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { toSessionUser, type SessionUser } from "@/lib/auth/sessions";
import { connectToDatabase } from "@/lib/db";
import type { registerSchema } from "@/lib/validations/auth";
import { User } from "@/models/User";

export type Registration = z.output<typeof registerSchema>;

/** Creates an unverified account and e-mails its verification link. A taken e-mail is a 409. */
export async function registerUser(input: Registration): Promise<SessionUser> {
  await connectToDatabase();
  if (await User.exists({ email: input.email })) {
    throw new ApiError("conflict", "An account with this email already exists. Log in or reset your password.");
  }
  // The unique index still decides if two sign-ups race (E11000 → 409).
  const user = await User.create({
    fullname: input.fullname,
    email: input.email,
    phoneNo: input.phoneNo,
    passwordHash: await hashPassword(input.password),
  });
  const account = toSessionUser({ ...user.toObject(), _id: String(user._id) });
  await sendVerificationLink(account);
  return account;
}
