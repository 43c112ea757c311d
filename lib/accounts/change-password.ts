import "server-only";
import { getAccountOrThrow } from "@/lib/accounts/find-user";
import { setPasswordAndRevokeSessions } from "@/lib/accounts/reset-password";
import { ApiError } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";

/** Changes the password when the current one is right; every session, this one included, must log in again. */
export async function changePassword(userId: string, oldPassword: string, newPassword: string): Promise<void> {
  const user = await getAccountOrThrow(userId);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    throw new ApiError("unauthorized", "Your current password is incorrect");
  }
  await setPasswordAndRevokeSessions(userId, newPassword);
}
