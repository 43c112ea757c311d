import "server-only";
import { actorOf } from "@/lib/team/audit-actor";
import { recordAudit, type AuditAction } from "@/lib/team/audit-log";
import { eventAccess, type Principal } from "@/lib/team/event-permission";
import type { Permission } from "@/lib/team/roles";

type EventAction = { who: Principal; eventId: string; permission: Permission; action: AuditAction; detail: string; userAgent: string | null };

/**
 * Writes an action already done on an event to its owner's audit log, naming who did it (user or
 * link) and from where: the link's name and the browser or app.
 */
export async function auditEventAction({ who, eventId, permission, action, detail, userAgent }: EventAction): Promise<void> {
  const access = await eventAccess(who, eventId, permission).catch(() => null);
  if (!access) return;
  const device = [access.linkName, userAgent].filter(Boolean).join(" · ");
  await recordAudit({ ownerId: access.ownerId, eventId, action, actor: await actorOf(access), detail, device });
}
