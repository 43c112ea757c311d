import "server-only";
import { decode } from "next-auth/jwt";
import type { SessionClaims } from "@/lib/auth/access-token";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/session-cookie";
import { getEnv } from "@/lib/env";

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
