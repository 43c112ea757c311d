import "server-only";
import { issueLinkToken } from "@/lib/domain/auth/link-tokens";
import { getEnv } from "@/lib/platform/env";
import { logger } from "@/lib/platform/logger";
import { sendMail } from "@/lib/domain/mail/send-mail";
import { claimAccountEmail, passwordResetEmail, verificationEmail } from "@/lib/domain/mail/templates";
import { serverUrl } from "@/lib/platform/media/public-url";

type Recipient = { _id: string; fullname: string; email: string };

const link = (path: string) => new URL(path, getEnv().APP_URL).toString();

/** E-mails a fresh single-use verification link (24 h); `next`, a path on this site, is where login leads after it. */
export async function sendVerificationLink(user: Recipient, next?: string): Promise<void> {
  const token = await issueLinkToken(user._id, "verify_email");
  const returnTo = next ? `?next=${encodeURIComponent(next)}` : "";
  const mail = verificationEmail({ fullname: user.fullname, url: link(`/email-verification/${token}${returnTo}`) });
  await sendMail({ to: user.email, ...mail });
}

/**
 * E-mails the holder of a guest buyer's address a single-use link (24 h) to set up the account
 * that claims its orders. The page is served by this server whichever client asked, so SERVER_URL.
 */
export async function sendClaimLink(guest: { _id: string; email: string }): Promise<void> {
  const token = await issueLinkToken(guest._id, "claim_account");
  await sendMail({ to: guest.email, ...claimAccountEmail({ url: serverUrl(`/claim-account/${token}`) }) });
}

/** E-mails a fresh single-use password reset link (1 h). */
export async function sendPasswordResetLink(user: Recipient): Promise<void> {
  const token = await issueLinkToken(user._id, "reset_password");
  const mail = passwordResetEmail({ fullname: user.fullname, url: link(`/reset-password/${token}`) });
  await sendMail({ to: user.email, ...mail });
}

/** For mail sent after the response has gone: a failure is logged, never shown. */
export function logMailFailure(purpose: string) {
  return (error: unknown) => logger.error("account mail failed", { purpose, error });
}
