import "server-only";
import { Types, type QueryFilter } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { logger } from "@/lib/platform/logger";
import { AUDIT_KINDS, type AuditKind } from "@/lib/domain/audit/audit-kinds";
import { AUDIT_CURSOR } from "@/lib/domain/audit/audit-query";
import { AuditEntry, type AUDIT_ACTIONS, type AUDIT_ACTOR_KINDS, type AuditEntryDoc } from "@/models/AuditEntry";
import { User } from "@/models/User";

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditActor = { kind: (typeof AUDIT_ACTOR_KINDS)[number]; actorId: string; label: string };

export type AuditRecord = {
  ownerId: string;
  eventId?: string | null;
  action: AuditAction;
  actor: AuditActor;
  detail: string;
  /** The browser or app that acted (its user agent), or the link's name. */
  device?: string | null;
};

export type AuditView = {
  _id: string;
  at: string;
  action: AuditAction;
  actorKind: AuditActor["kind"];
  actorLabel: string;
  eventId: string | null;
  detail: string;
  device: string;
};

const MAX_DEVICE_LENGTH = 200;

/** Entries per page of the log (the API's `limit` may ask for fewer). */
const DEFAULT_PAGE_SIZE = 200;

/**
 * Writes one line of the owner's audit log. The action has already happened; a failed write is
 * logged rather than turned into an error the person at the door would see.
 */
export async function recordAudit(record: AuditRecord): Promise<void> {
  try {
    await connectToDatabase();
    await AuditEntry.create({
      owner: record.ownerId,
      event: record.eventId ?? undefined,
      action: record.action,
      actorKind: record.actor.kind,
      actorId: record.actor.actorId,
      actorLabel: record.actor.label,
      detail: record.detail,
      device: (record.device ?? "").slice(0, MAX_DEVICE_LENGTH),
      at: new Date(),
    });
  } catch (error) {
    logger.error("audit entry not written", { action: record.action, error });
  }
}

export type AuditPage = { entries: AuditView[]; nextCursor: string | null };

/** Where the next page starts: after this entry, in the log's order (newest first; `_id` breaks ties of time). */
const cursorOf = (entry: { at: Date; _id: unknown }) => `${entry.at.getTime()}-${String(entry._id)}`;

function afterCursor(cursor: string | undefined): QueryFilter<AuditEntryDoc> {
  const match = cursor ? AUDIT_CURSOR.exec(cursor) : null;
  if (!match) return {};
  const at = new Date(Number(match[1]));
  const id = new Types.ObjectId(match[2]);
  return { $or: [{ at: { $lt: at } }, { at, _id: { $lt: id } }] };
}

/**
 * One page of the owner's audit log, newest first: every entry, or one kind of change (money,
 * prices, codes, team, links, check-in, event), starting after `cursor`. Following `nextCursor`
 * until it is null reads every entry exactly once, however many are written meanwhile.
 */
export async function listAudit(ownerId: string, options: { kind?: AuditKind; cursor?: string; limit?: number } = {}): Promise<AuditPage> {
  await connectToDatabase();
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const filter: QueryFilter<AuditEntryDoc> = {
    owner: ownerId,
    ...(options.kind ? { action: { $in: [...AUDIT_KINDS[options.kind]] } } : {}),
    ...afterCursor(options.cursor),
  };
  const found = await AuditEntry.find(filter)
    .sort({ at: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const entries = found.slice(0, limit);
  const last = entries.at(-1);
  return {
    entries: entries.map((entry) => ({
      _id: String(entry._id),
      at: entry.at.toISOString(),
      action: entry.action,
      actorKind: entry.actorKind,
      actorLabel: entry.actorLabel,
      eventId: entry.event ? String(entry.event) : null,
      detail: entry.detail ?? "",
      device: entry.device ?? "",
    })),
    nextCursor: found.length > limit && last ? cursorOf(last) : null,
  };
}

/** Who acted, for changes made outside an event's permission check (the owner's own bank details): their name and e-mail. */
export async function auditOwnAction(userId: string, done: { action: AuditAction; detail: string; userAgent: string | null }): Promise<void> {
  await connectToDatabase();
  const user = await User.findById(userId, { fullname: 1, email: 1 }).lean();
  if (!user) return;
  await recordAudit({
    ownerId: userId,
    action: done.action,
    actor: ownerActor({ _id: userId, fullname: user.fullname, email: user.email }),
    detail: done.detail,
    device: done.userAgent,
  });
}

/** An owner acting on their own team, as the audit log names them. */
export const ownerActor = (user: { _id: string; fullname: string; email: string }): AuditActor => ({
  kind: "owner",
  actorId: user._id,
  label: `${user.fullname} (${user.email})`,
});
