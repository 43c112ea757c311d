import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { hashSecretToken as hash, newSecretToken } from "@/lib/domain/auth/secret-token";
import { connectToDatabase } from "@/lib/platform/db";
import { getEnv } from "@/lib/platform/env";
import { AuthToken } from "@/models/AuthToken";

export type LinkPurpose = "verify_email" | "reset_password" | "cancel_deletion" | "claim_account";

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  verify_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  cancel_deletion: 48 * 60 * 60, // the whole grace period of a deletion
  claim_account: 24 * 60 * 60,
};

const AUDIENCE: Record<LinkPurpose, string> = {
  verify_email: "scheditix-verify",
  reset_password: "scheditix-reset",
  cancel_deletion: "scheditix-cancel-deletion",
  claim_account: "scheditix-claim-account",
};
const key = () => new TextEncoder().encode(getEnv().AUTH_SECRET);

/** A signed, expiring token for an e-mailed link. Only the hash of its random id is stored. */
export async function issueLinkToken(userId: string, purpose: LinkPurpose): Promise<string> {
  await connectToDatabase();
  const id = newSecretToken();
  const ttl = LINK_TTL_SECONDS[purpose];
  await AuthToken.create({ user: userId, purpose, idHash: hash(id), expiresAt: new Date(Date.now() + ttl * 1000) });
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setJti(id)
    .setAudience(AUDIENCE[purpose])
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key());
}

/** The claims of a genuine, unexpired link token of this purpose, or null (forged, expired, another purpose). */
async function verifiedClaims(token: string, purpose: LinkPurpose): Promise<{ id?: string; userId?: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { audience: AUDIENCE[purpose], algorithms: ["HS256"] });
    return { id: payload.jti, userId: payload.sub };
  } catch {
    return null;
  }
}

/** The stored record of a link that still works: unused and unexpired. */
const usable = (id: string, purpose: LinkPurpose) => ({ idHash: hash(id), purpose, usedAt: { $exists: false }, expiresAt: { $gt: new Date() } });

/** Uses a link token once: the user id the first time, null when forged, expired or already used. */
export async function consumeLinkToken(token: string, purpose: LinkPurpose): Promise<string | null> {
  const id = (await verifiedClaims(token, purpose))?.id;
  if (!id) return null;
  await connectToDatabase();
  const used = await AuthToken.findOneAndUpdate(usable(id, purpose), { $set: { usedAt: new Date() } }).lean();
  return used ? String(used.user) : null;
}

/** Whether a link token would still work (genuine, unexpired, unused), without using it. */
export async function isLinkTokenUsable(token: string, purpose: LinkPurpose): Promise<boolean> {
  const id = (await verifiedClaims(token, purpose))?.id;
  if (!id) return false;
  await connectToDatabase();
  return Boolean(await AuthToken.exists(usable(id, purpose)));
}

/** The user a genuine link token was made for, used or not (null when forged or expired). */
export async function linkTokenSubject(token: string, purpose: LinkPurpose): Promise<string | null> {
  return (await verifiedClaims(token, purpose))?.userId ?? null;
}

/** Retires every unused link of a purpose (after a reset, older reset links must stop working). */
export async function retireLinkTokens(userId: string, purpose: LinkPurpose): Promise<void> {
  await connectToDatabase();
  await AuthToken.updateMany({ user: userId, purpose, usedAt: { $exists: false } }, { $set: { usedAt: new Date() } });
}
