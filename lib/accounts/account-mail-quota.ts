import "server-only";
import { RATE_RULES, withinRateLimit } from "@/lib/auth/rate-limit";

/**
 * Whether one more account mail (reset or verification link) may go to `email` at the request of
 * `ip`. Counted per (account, client) first, so one client's flood does not use up the account's
 * allowance; requests past either cap are answered as usual and send nothing, so the answer never
 * tells an owner's request from a stranger's, and never refuses the owner.
 */
export async function mayMailAccount(kind: "reset" | "verify", email: string, ip: string): Promise<boolean> {
  if (!(await withinRateLimit(`mails:${kind}:${email}:${ip}`, RATE_RULES.mailsPerClientAndAccount))) return false;
  return withinRateLimit(`mails:${kind}:${email}`, RATE_RULES.mailsPerAccount);
}
