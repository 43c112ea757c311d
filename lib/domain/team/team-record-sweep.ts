import "server-only";
import { connectToDatabase } from "@/lib/platform/db";
import { CheckInLink } from "@/models/CheckInLink";
import { TeamInvitation } from "@/models/TeamInvitation";

/**
 * How long an invitation or check-in link is kept after it stopped working (expired, revoked,
 * withdrawn): the owner still sees it, marked expired or revoked, in their lists. The audit log
 * does not need it: its entries carry the link's name and the person's name and e-mail as text.
 */
export const TEAM_RECORD_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The day (UTC, `YYYY-MM-DD`) a record that stops working at `endsAt` is removed: the first whole
 * day after its grace period. Stored on the record (`sweepOn`), so the sweep finds it by equality —
 * the one kind of filter the embedded database answers from an index.
 */
export function sweepDayFor(endsAt: Date): string {
  return utcDay(new Date(endsAt.getTime() + TEAM_RECORD_GRACE_DAYS * DAY_MS + DAY_MS));
}

/**
 * Removes the invitations and links due today or yesterday (yesterday: a sweep just after midnight
 * still finds what the last one before it missed). Any day before that is left to
 * `sweepOverdueTeamRecords`, which each process runs as it starts, after the time it was down.
 * Safe in every instance at once: a delete of what is already gone deletes nothing.
 */
export async function sweepTeamRecords(now = new Date()): Promise<number> {
  await connectToDatabase();
  const days = [utcDay(new Date(now.getTime() - DAY_MS)), utcDay(now)];
  let removed = 0;
  for (const sweepOn of days) {
    const [invitations, links] = await Promise.all([TeamInvitation.deleteMany({ sweepOn }), CheckInLink.deleteMany({ sweepOn })]);
    removed += invitations.deletedCount + links.deletedCount;
  }
  return removed;
}

/** Removes every invitation and link whose day has come, however long ago: a range read, once per start. */
export async function sweepOverdueTeamRecords(now = new Date()): Promise<number> {
  await connectToDatabase();
  const due = { sweepOn: { $lte: utcDay(now) } };
  const [invitations, links] = await Promise.all([TeamInvitation.deleteMany(due), CheckInLink.deleteMany(due)]);
  return invitations.deletedCount + links.deletedCount;
}
