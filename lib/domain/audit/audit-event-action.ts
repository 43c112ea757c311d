import "server-only";
import { actorOf } from "@/lib/domain/audit/audit-actor";
import { recordAudit, type AuditAction } from "@/lib/domain/audit/audit-log";
import { eventAccess, type EventAccess, type Principal } from "@/lib/domain/access/event-permission";
import type { Permission } from "@/lib/domain/access/roles";

type DoneAction = { eventId: string; action: AuditAction; detail: string; userAgent: string | null };
type EventAction = DoneAction & { who: Principal; permission: Permission };

/**
 * Writes an action already done on an event to its owner's audit log, naming who did it (user or
 * link) and from where: the link's name and the browser or app.
 */
export async function auditEventAction({ who, permission, ...done }: EventAction): Promise<void> {
  const access = await eventAccess(who, done.eventId, permission).catch(() => null);
  if (access) await auditActionBy(access, done);
}

/** The same, when the action's own permission check already answered who did it (no second read). */
export async function auditActionBy(access: EventAccess, { eventId, action, detail, userAgent }: DoneAction): Promise<void> {
  const device = [access.linkName, userAgent].filter(Boolean).join(" · ");
  await recordAudit({ ownerId: access.ownerId, eventId, action, actor: await actorOf(access), detail, device });
}
