import "server-only";
import type { GateActor } from "@/lib/domain/gate/gate-access";
import { DEVICE_REFUSALS, type DeviceRefusal, type ScanVerdict } from "@/lib/domain/gate/gate-types";
import { eventOrganiserId } from "@/lib/domain/access/event-owner";
import { recordAudit } from "@/lib/domain/audit/audit-log";

/** A scan a sync recorded for the first time. */
export type SyncedScan = { code: string; result: ScanVerdict; refusedReason?: DeviceRefusal };

const REFUSAL_TEXT: Record<DeviceRefusal, string> = {
  revoked: "refunded or cancelled",
  already_admitted: "already admitted",
  unknown: "not on the list",
  forged: "not genuine",
};

const scans = (count: number) => (count === 1 ? "1 scan" : `${count} scans`);

/** "Synced 12 scans: 9 admitted; 2 refused at the gate (1 refunded or cancelled, 1 not genuine); 1 not admitted by the server (…)". */
export function syncSummary(synced: SyncedScan[]): string {
  const admitted = synced.filter((scan) => scan.result === "admitted").length;
  const refusals = new Map<DeviceRefusal, number>();
  for (const scan of synced) if (scan.refusedReason) refusals.set(scan.refusedReason, (refusals.get(scan.refusedReason) ?? 0) + 1);
  const refused = [...refusals.values()].reduce((sum, count) => sum + count, 0);
  const overruled = synced.length - admitted - refused;
  const parts = [`${admitted} admitted`];
  const reasons = DEVICE_REFUSALS.filter((reason) => refusals.has(reason)).map((reason) => `${refusals.get(reason)} ${REFUSAL_TEXT[reason]}`);
  if (refused) parts.push(`${refused} refused at the gate (${reasons.join(", ")})`);
  if (overruled) parts.push(`${overruled} not admitted by the server (already admitted, refunded or not on the list)`);
  return `Synced ${scans(synced.length)}: ${parts.join("; ")}`;
}

/**
 * One line in the owner's audit log per sync that brought new scans, rather than one per scan: a
 * gate's 500 admissions would push everything else out of the log. It names the device and gate,
 * and how many were let in and turned away, and why.
 */
export async function auditSync(eventId: string, actor: GateActor, device: { deviceId: string; gate: string }, synced: SyncedScan[]): Promise<void> {
  const ownerId = await eventOrganiserId(eventId);
  const where = [device.gate || "No gate named", `device ${device.deviceId.slice(0, 6)}`].join(" · ");
  await recordAudit({
    ownerId,
    eventId,
    action: "admit",
    actor: { kind: actor.kind, actorId: actor.actorId, label: actor.label },
    detail: syncSummary(synced),
    device: actor.kind === "link" ? `${actor.label} · ${where}` : where,
  });
}
