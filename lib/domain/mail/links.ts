import "server-only";
import { getEnv } from "@/lib/platform/env";

/**
 * An e-mailed link to a page only this server serves (the no-login tickets, team invitations,
 * payouts, keeping an account): on SERVER_URL, so it opens here even when the existing client runs
 * on its own origin (APP_URL) and has no such page.
 */
export function ownPageLink(path: string): string {
  return new URL(path, getEnv().SERVER_URL).toString();
}

/**
 * An e-mailed link to a page the existing client serves too (DESIGN §4: e-mail verification,
 * password reset, the payment return): on APP_URL, where that client's users are.
 */
export function clientPageLink(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}
