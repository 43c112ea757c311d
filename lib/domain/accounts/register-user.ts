import "server-only";
import type { z } from "zod";
import { mayMailAccount } from "@/lib/domain/accounts/account-mail-quota";
import { logMailFailure, sendClaimLink, sendVerificationLink } from "@/lib/domain/accounts/send-account-mail";
import { ApiError } from "@/lib/platform/errors";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { hashPassword } from "@/lib/domain/auth/password";
import { safeCallbackUrl } from "@/lib/domain/auth/safe-callback-url";
import { toSessionUser, type SessionUser } from "@/lib/domain/auth/sessions";
import { connectToDatabase } from "@/lib/platform/db";
import type { registerSchema } from "@/lib/domain/validations/auth";
import { User } from "@/models/User";

export type Registration = z.output<typeof registerSchema>;

const EMAIL_TAKEN = "An account with this email already exists. Log in or reset your password.";

/**
 * Creates an unverified account and e-mails its verification link. A taken e-mail is a 409 —
 * unless it only bought as a guest: then nothing typed here is stored. The address is e-mailed a
 * link ("Someone asked to create an account with this address") that opens a page where the holder
 * of the mailbox sets the password, name and phone of the account that claims those orders
 * (lib/domain/accounts/claim-guest-account.ts). The answer is the same as for a new address.
 */
export async function registerUser(input: Registration, client: Pick<ClientContext, "ip" | "deviceId">): Promise<SessionUser> {
  await connectToDatabase();
  const existing = await User.findOne({ email: input.email }, { guest: 1, plan: 1 }).lean();
  if (existing && !existing.guest) throw new ApiError("conflict", EMAIL_TAKEN);
  if (existing) {
    const guestId = String(existing._id);
    if (await mayMailAccount("verify", input.email, client)) {
      await sendClaimLink({ _id: guestId, email: input.email }).catch(logMailFailure("claim_account"));
    }
    return toSessionUser({ _id: guestId, fullname: input.fullname, email: input.email, phoneNo: input.phoneNo, plan: existing.plan ?? "basic" });
  }
  const fields = { fullname: input.fullname, email: input.email, phoneNo: input.phoneNo, passwordHash: await hashPassword(input.password) };
  // The unique index decides if two sign-ups race (E11000 → 409).
  const user = (await User.create(fields)).toObject();
  const account = toSessionUser({ ...user, _id: String(user._id) });
  await sendVerificationLink(account, safeCallbackUrl(input.callbackUrl, "") || undefined);
  return account;
}
