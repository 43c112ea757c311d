import "server-only";
import { isValidObjectId } from "mongoose";
import { verifyAccessToken } from "@/lib/auth/access-token";
import { bearerToken } from "@/lib/auth/bearer-token";
import { connectToDatabase } from "@/lib/db";
import { User } from "@/models/User";

export type Caller = { userId: string; plan: "basic" | "pro" | "premium" };

export type CallerResolution =
  | { status: "anonymous" }
  | { status: "invalid" } // a token was sent but is expired, forged or revoked
  | { status: "authenticated"; caller: Caller };

/** Who is calling: checked against the database, so logout and password changes revoke at once. */
export async function resolveCaller(request: Request): Promise<CallerResolution> {
  const token = bearerToken(request.headers);
  if (!token) return { status: "anonymous" };

  const claims = await verifyAccessToken(token);
  if (!claims || !isValidObjectId(claims.userId)) return { status: "invalid" };

  await connectToDatabase();
  const user = await User.findById(claims.userId, { plan: 1, sessionVersion: 1, deletionRequestedAt: 1 }).lean();
  if (!user || user.deletionRequestedAt || user.sessionVersion !== claims.sessionVersion) return { status: "invalid" };

  return { status: "authenticated", caller: { userId: String(user._id), plan: user.plan } };
}
