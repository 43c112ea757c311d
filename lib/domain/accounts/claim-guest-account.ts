import "server-only";
import type { z } from "zod";
import { ApiError } from "@/lib/platform/errors";
import { consumeLinkToken, isLinkTokenUsable, retireLinkTokens } from "@/lib/domain/auth/link-tokens";
import { userSessionsChanged } from "@/lib/domain/auth/sessions";
import { hashPassword } from "@/lib/domain/auth/password";
import { connectToDatabase } from "@/lib/platform/db";
import type { claimAccountSchema } from "@/lib/domain/validations/auth";
import { User } from "@/models/User";

export const INVALID_CLAIM_LINK = "This link is invalid or expired, or the account is already set up. Sign up again to get a new one.";
export const ACCOUNT_SET_UP = "Your account is ready. Log in to see your tickets.";

/** Whether a claim link still works (for the page, before the form is shown). */
export const isClaimLinkUsable = (token: string) => isLinkTokenUsable(token, "claim_account");

/**
 * Turns a guest buyer into a verified account from the link e-mailed to its address: the one who
 * opened the mailbox chooses the password, name and phone here, so whoever asked for the sign-up
 * gets nothing. The link works once; the record must still be a guest (one update, conditional).
 */
export async function claimGuestAccount(token: string, input: z.output<typeof claimAccountSchema>): Promise<void> {
  const userId = await consumeLinkToken(token, "claim_account");
  if (!userId) throw new ApiError("bad_request", INVALID_CLAIM_LINK);
  await connectToDatabase();
  const claimed = await User.updateOne(
    { _id: userId, guest: true },
    {
      $set: { fullname: input.fullname, phoneNo: input.phoneNo, passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() },
      $unset: { guest: 1 },
      $inc: { sessionVersion: 1 },
    },
  );
  if (claimed.modifiedCount !== 1) throw new ApiError("bad_request", INVALID_CLAIM_LINK);
  await userSessionsChanged(userId);
  await retireLinkTokens(userId, "claim_account");
}
