import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { getEnv } from "@/lib/env";

const ISSUER = "scheditix";
const AUDIENCE = "scheditix-api";
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export type AccessTokenClaims = { userId: string; sessionVersion: number };

const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

/** An HS256 bearer token for API clients. `sessionVersion` lets the server revoke it. */
export function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ sv: claims.sessionVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    return { userId: payload.sub, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
