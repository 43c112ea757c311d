import { getEnv } from "@/lib/platform/env";

/**
 * The invitation's token between its e-mailed link and the page that accepts it: an httpOnly
 * cookie sent only to that page, so the token stays out of the login redirect, the browser's
 * history of the dashboard and any Referer.
 */
export const INVITATION_COOKIE = "scheditix-invitation";
export const INVITATION_PAGE = "/dashboard/team/accept";

/** A day: long enough to sign up and verify the address first; the e-mailed link sets it again. */
const COOKIE_SECONDS = 24 * 60 * 60;

export function invitationCookie(token: string): string {
  const secure = getEnv().SERVER_URL.startsWith("https://") ? "; Secure" : "";
  return `${INVITATION_COOKIE}=${token}; Path=${INVITATION_PAGE}; Max-Age=${COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
