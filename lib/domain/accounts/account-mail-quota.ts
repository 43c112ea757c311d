import "server-only";
import type { ClientContext } from "@/lib/domain/auth/client-context";
import { isKnownClient } from "@/lib/domain/auth/known-clients";
import { RATE_RULES, withinRateLimit } from "@/lib/domain/auth/rate-limit";

/**
 * Whether one more account mail (reset or verification link) may go to `email` at the request of
 * `client`. Counted per (account, client address) first, so one client's flood does not use up the
 * account's allowance. The account-wide cap applies only to clients the account does not know (that
 * never signed in to it, lib/domain/auth/known-clients.ts): strangers from many addresses can use it up,
 * and the owner's own devices still get their mail within their own cap. Requests past a cap are
 * answered as usual and send nothing, so the response never tells an owner's request from a
 * stranger's, and never refuses the owner.
 */
export async function mayMailAccount(kind: "reset" | "verify", email: string, client: Pick<ClientContext, "ip" | "deviceId">): Promise<boolean> {
  if (!(await withinRateLimit(`mails:${kind}:${email}:${client.ip}`, RATE_RULES.mailsPerClientAndAccount))) return false;
  if (await isKnownClient(email, client)) return true;
  return withinRateLimit(`mails:${kind}:${email}`, RATE_RULES.mailsPerAccount);
}
