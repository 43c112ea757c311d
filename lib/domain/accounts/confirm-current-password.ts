import "server-only";
import { ApiError } from "@/lib/platform/errors";
import { passwordTryPassed, recordPasswordFailure, reservePasswordTry, type PasswordCheck } from "@/lib/domain/auth/login-throttle";
import { verifyPasswordOrDummy } from "@/lib/domain/auth/password";

/**
 * Checks a signed-in user's current password with the same attempt limits as login: a stolen
 * session must not become an unlimited password oracle. A wrong one is a 401 with `wrongMessage`;
 * the 6th wrong try in 15 minutes from one client is a 429.
 */
export async function confirmCurrentPassword(
  check: Exclude<PasswordCheck, "login">,
  account: { userId: string; passwordHash?: string | null },
  clientIp: string,
  password: string,
  wrongMessage: string,
): Promise<void> {
  await reservePasswordTry(check, account.userId, clientIp);
  if (await verifyPasswordOrDummy(password, account.passwordHash ?? undefined)) {
    await passwordTryPassed(check, account.userId, clientIp);
    return;
  }
  await recordPasswordFailure(check, account.userId, clientIp);
  throw new ApiError("unauthorized", wrongMessage);
}
