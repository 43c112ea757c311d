import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { userOfSession, type SessionUser } from "@/lib/domain/auth/sessions";
import { SESSION_COOKIE_NAMES } from "@/lib/domain/auth/session-cookie";
import { claimsFromSessionCookie } from "@/lib/domain/auth/web-session";

/** The signed-in user of this request (web session), checked against the database; once per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const store = await cookies();
  const value = SESSION_COOKIE_NAMES.map((name) => store.get(name)?.value).find(Boolean);
  const claims = await claimsFromSessionCookie(value);
  return claims ? userOfSession(claims) : null;
});
