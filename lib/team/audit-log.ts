import "server-only";
import { connectToDatabase } from "@/lib/db";
import { logger } from "@/lib/logger";
import { AuditEntry, type AUDIT_ACTIONS, type AUDIT_ACTOR_KINDS } from "@/models/AuditEntry";

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

/** The owner's audit log, newest first (the last `limit` entries). */
export async function listAudit(ownerId: string, limit = 200): Promise<AuditView[]> {
  await connectToDatabase();
  const entries = await AuditEntry.find({ owner: ownerId }).sort({ at: -1, _id: -1 }).limit(limit).lean();
  return entries.map((entry) => ({
    _id: String(entry._id),
    at: entry.at.toISOString(),
    action: entry.action,
    actorKind: entry.actorKind,
    actorLabel: entry.actorLabel,
    eventId: entry.event ? String(entry.event) : null,
    detail: entry.detail ?? "",
    device: entry.device ?? "",
  }));
}

/** An owner acting on their own team, as the audit log names them. */
export const ownerActor = (user: { _id: string; fullname: string; email: string }): AuditActor => ({
  kind: "owner",
  actorId: user._id,
  label: `${user.fullname} (${user.email})`,
});
