import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { isMigrationDone, markMigrationDone } from "@/lib/platform/migration-record";
import { sweepDayFor } from "@/lib/domain/team/team-record-sweep";
import { CheckInLink } from "@/models/CheckInLink";
import { TeamInvitation } from "@/models/TeamInvitation";

const MIGRATION = "team-sweep-days";

type Stored = { _id: unknown; expiresAt: Date; revokedAt?: Date | null };

/** A record stops working at its expiry, or at its revocation if that came first. */
const endOf = (record: Stored) => (record.revokedAt && record.revokedAt < record.expiresAt ? record.revokedAt : record.expiresAt);

/**
 * Invitations and check-in links from before the sweeper get their sweep day, so it removes them
 * too (those already past it go at the start's catch-up sweep). Runs once, at the first start of
 * this version: the two collections hold a few records per organiser. Each write is conditional
 * on the day being absent, so processes starting together agree.
 */
export async function migrateTeamSweepDays(): Promise<number> {
  await connectToDatabase();
  if (await isMigrationDone(MIGRATION)) return 0;
  const startedAt = new Date();
  const missing = { sweepOn: { $exists: false } };
  const fields = { expiresAt: 1, revokedAt: 1 };
  const [invitations, links] = await Promise.all([
    TeamInvitation.find(missing, fields).lean<Stored[]>(),
    CheckInLink.find(missing, fields).lean<Stored[]>(),
  ]);
  for (const invitation of invitations) {
    await TeamInvitation.updateOne({ _id: invitation._id, ...missing }, { $set: { sweepOn: sweepDayFor(endOf(invitation)) } });
  }
  for (const link of links) {
    await CheckInLink.updateOne({ _id: link._id, ...missing }, { $set: { sweepOn: sweepDayFor(endOf(link)) } });
  }
  await markMigrationDone(MIGRATION, startedAt);
  const records = invitations.length + links.length;
  if (records > 0) logger.info("gave older invitations and check-in links their sweep day", { records });
  return records;
}
