import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { getEnv } from "@/lib/env";

const ISSUER = "scheditix";
const AUDIENCE = "scheditix-api";
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** What a bearer token or web session names: the user, the session (for logout) and the session version. */
export type SessionClaims = { userId: string; sessionId: string; sessionVersion: number };

const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

/** An HS256 bearer token for API clients. */
export function signAccessToken(claims: SessionClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.sv !== "number") return null;
    return { userId: payload.sub, sessionId: payload.sid, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
