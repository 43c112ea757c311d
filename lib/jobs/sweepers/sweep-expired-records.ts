import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { AuthToken } from "@/models/AuthToken";
import { KnownClient } from "@/models/KnownClient";
import { RateLimit } from "@/models/RateLimit";
import { Session } from "@/models/Session";

/** Removes what can no longer matter: expired sessions, links and rate-limit windows (no TTL indexes on FerretDB). */
export async function sweepExpiredRecords(now = new Date()): Promise<void> {
  await connectToDatabase();
  await Promise.all([
    Session.deleteMany({ expiresAt: { $lte: now } }),
    AuthToken.deleteMany({ expiresAt: { $lte: now } }),
    RateLimit.deleteMany({ expiresAt: { $lte: now } }),
    KnownClient.deleteMany({ expiresAt: { $lte: now } }),
  ]);
}
