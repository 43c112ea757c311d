import "server-only";
import { confirmCurrentPassword } from "@/lib/domain/accounts/confirm-current-password";
import { getAccountOrThrow } from "@/lib/domain/accounts/find-user";
import { setPasswordAndRevokeSessions } from "@/lib/domain/accounts/reset-password";

/** Changes the password when the current one is right; every session, this one included, must log in again. */
export async function changePassword(userId: string, oldPassword: string, newPassword: string, clientIp: string): Promise<void> {
  const user = await getAccountOrThrow(userId);
  await confirmCurrentPassword(
    "change-password",
    { userId, passwordHash: user.passwordHash },
    clientIp,
    oldPassword,
    "Your current password is incorrect",
  );
  await setPasswordAndRevokeSessions(userId, newPassword);
}
