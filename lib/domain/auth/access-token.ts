import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { SignJWT } from "jose";
import { getEnv } from "@/lib/platform/env";

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

/**
 * The claims of a valid, unexpired token; null for anything else. Checked with Node's own HMAC:
 * every API call verifies a token, and the Web Crypto path costs several times as much.
 */
export async function verifyAccessToken(token: string): Promise<SessionClaims | null> {
  const [header, payload, signature, ...rest] = token.split(".");
  if (!header || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(createHmac("sha256", getEnv().AUTH_SECRET).update(`${header}.${payload}`).digest("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const protectedHeader = decodeSegment(header);
  if (protectedHeader?.alg !== "HS256" || "crit" in protectedHeader) return null;
  const claims = decodeSegment(payload);
  const now = Date.now() / 1000;
  if (!claims || typeof claims.exp !== "number" || claims.exp <= now) return null;
  if (typeof claims.nbf === "number" && claims.nbf > now) return null;
  if (claims.iss !== ISSUER || !(claims.aud === AUDIENCE || (Array.isArray(claims.aud) && claims.aud.includes(AUDIENCE)))) return null;
  if (typeof claims.sub !== "string" || typeof claims.sid !== "string" || typeof claims.sv !== "number") return null;
  return { userId: claims.sub, sessionId: claims.sid, sessionVersion: claims.sv };
}

function decodeSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
