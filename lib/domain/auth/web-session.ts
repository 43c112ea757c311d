import "server-only";
import { decode, encode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { SESSION_TTL_SECONDS, type SessionClaims } from "@/lib/domain/auth/access-token";
import { SESSION_COOKIE_NAMES } from "@/lib/domain/auth/session-cookie";
import { getEnv } from "@/lib/platform/env";

/** The session claims inside next-auth's encrypted cookie, or null when absent, expired or forged. */
export async function claimsFromSessionCookie(value: string | undefined): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: getEnv().AUTH_SECRET });
    if (!token || typeof token.sub !== "string" || typeof token.sid !== "string" || typeof token.sv !== "number") return null;
    return { userId: token.sub, sessionId: token.sid, sessionVersion: token.sv };
  } catch {
    return null;
  }
}

/** The session cookie's value from a Cookie header. */
export function sessionCookieFrom(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  const cookies = new Map(
    cookieHeader.split(";").map((part) => {
      const index = part.indexOf("=");
      return [part.slice(0, index).trim(), decodeURIComponent(part.slice(index + 1).trim())] as const;
    }),
  );
  for (const name of SESSION_COOKIE_NAMES) {
    const value = cookies.get(name);
    if (value) return value;
  }
  return undefined;
}

/**
 * Sets next-auth's session cookie for a sign-in made outside next-auth (the login form's server
 * action, used before JavaScript runs): the same encrypted token its credentials callback writes.
 */
export async function setSessionCookie(user: { _id: string; fullname: string; email: string }, claims: SessionClaims): Promise<void> {
  // next-auth uses __Secure- cookies when its public URL is https (see lib/domain/accounts/next-auth-options.ts).
  const secure = (process.env.NEXTAUTH_URL ?? getEnv().SERVER_URL).startsWith("https://");
  const token = { sub: user._id, name: user.fullname, email: user.email, sid: claims.sessionId, sv: claims.sessionVersion };
  const value = await encode({ token, secret: getEnv().AUTH_SECRET, maxAge: SESSION_TTL_SECONDS });
  const name = secure ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
  (await cookies()).set(name, value, { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: SESSION_TTL_SECONDS });
}
