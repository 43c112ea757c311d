import "server-only";
import { verifyAccessToken, type SessionClaims } from "@/lib/domain/auth/access-token";
import { bearerToken } from "@/lib/domain/auth/bearer-token";
import { userOfSession, type SessionUser } from "@/lib/domain/auth/sessions";
import { claimsFromSessionCookie, sessionCookieFrom } from "@/lib/domain/auth/web-session";
import { isSameOriginRequest } from "@/lib/platform/http/same-origin";

export type Caller = { userId: string; sessionId: string; plan: SessionUser["plan"]; user: SessionUser };

export type CallerResolution =
  | { status: "anonymous" }
  | { status: "invalid" } // a token or cookie was sent but is expired, forged or revoked
  | { status: "cross-site" } // a session cookie on a state-changing request from another site
  | { status: "authenticated"; caller: Caller };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Who is calling: an API client's bearer token, else the web session cookie. Both are checked
 * against the database, so logout and password changes revoke at once.
 */
export async function resolveCaller(request: Request): Promise<CallerResolution> {
  const token = bearerToken(request.headers);
  if (token) return authenticate(await verifyAccessToken(token));

  const cookie = sessionCookieFrom(request.headers.get("cookie"));
  if (!cookie) return { status: "anonymous" };
  // Cookies ride along on requests other sites trigger; state changes must come from our own pages.
  if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request)) return { status: "cross-site" };
  return authenticate(await claimsFromSessionCookie(cookie));
}

async function authenticate(claims: SessionClaims | null): Promise<CallerResolution> {
  const user = claims ? await userOfSession(claims) : null;
  if (!claims || !user) return { status: "invalid" };
  return { status: "authenticated", caller: { userId: user._id, sessionId: claims.sessionId, plan: user.plan, user } };
}
