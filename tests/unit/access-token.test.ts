import { createHmac } from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "@/lib/domain/auth/access-token";
import { getEnv } from "@/lib/platform/env";

const claims = { userId: "6650f0c2a1b2c3d4e5f60718", sessionId: "6650f0c2a1b2c3d4e5f60719", sessionVersion: 2 };
const secret = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

/** A token signed like ours, with fields overridden. */
type TokenFields = { alg?: string; key?: Uint8Array; exp?: string; iss?: string; aud?: string; nbf?: string };

function token({ alg = "HS256", key = secret(), exp = "1h", iss = "scheditix", aud = "scheditix-api", nbf }: TokenFields = {}) {
  const jwt = new SignJWT({ sid: claims.sessionId, sv: claims.sessionVersion })
    .setProtectedHeader({ alg })
    .setSubject(claims.userId)
    .setIssuer(iss)
    .setAudience(aud)
    .setExpirationTime(exp);
  if (nbf) jwt.setNotBefore(nbf);
  return jwt.sign(key);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("verifyAccessToken", () => {
  it("answers the claims of a token it signed", async () => {
    expect(await verifyAccessToken(await signAccessToken(claims))).toEqual(claims);
  });

  it("refuses a token signed with another key, expired, not yet valid, or for another issuer or audience", async () => {
    expect(await verifyAccessToken(await token({ key: new TextEncoder().encode("another-secret-of-enough-length-0123456789") }))).toBeNull();
    expect(await verifyAccessToken(await token({ exp: "-1s" }))).toBeNull();
    expect(await verifyAccessToken(await token({ nbf: "1h" }))).toBeNull();
    expect(await verifyAccessToken(await token({ iss: "someone-else" }))).toBeNull();
    expect(await verifyAccessToken(await token({ aud: "another-api" }))).toBeNull();
  });

  it("refuses a changed payload, an altered signature, another algorithm and garbage", async () => {
    const good = await signAccessToken(claims);
    const [header, payload, signature] = good.split(".");
    const forged = base64url({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "6650f0c2a1b2c3d4e5f60000" });
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}.${signature}x`)).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}.${signature!.slice(0, -1)}`)).toBeNull();
    expect(await verifyAccessToken(`${good}.extra`)).toBeNull();
    expect(await verifyAccessToken("not-a-token")).toBeNull();
    expect(await verifyAccessToken("")).toBeNull();

    const none = `${base64url({ alg: "none" })}.${payload}.`;
    expect(await verifyAccessToken(none)).toBeNull();
    // HS512 with the right key is still not what we issue.
    expect(await verifyAccessToken(await token({ alg: "HS512" }))).toBeNull();
    // A header that demands extensions we do not know.
    const critHeader = base64url({ alg: "HS256", crit: ["exp"] });
    const critSignature = createHmac("sha256", getEnv().AUTH_SECRET).update(`${critHeader}.${payload}`).digest("base64url");
    expect(await verifyAccessToken(`${critHeader}.${payload}.${critSignature}`)).toBeNull();
  });
});
