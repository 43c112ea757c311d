import "server-only";
import type { GateConflict } from "@/lib/domain/gate/gate-types";
import { Attendee } from "@/models/Attendee";
import { GateScan } from "@/models/GateScan";

const MOST_CONFLICTS = 200;

/**
 * Tickets two devices both let in while offline, where this device was one of them: either its
 * admission stands and another device's was refused, or the reverse.
 */
export async function deviceConflicts(eventId: string, deviceId: string): Promise<GateConflict[]> {
  const refusals = await GateScan.find({
    event: eventId,
    result: "already_admitted",
    admittedOnDevice: true,
    $or: [{ deviceId }, { winnerDeviceId: deviceId }],
  })
    .sort({ scannedAt: -1 })
    .limit(MOST_CONFLICTS)
    .lean();
  const ticketIds = refusals.flatMap((scan) => (scan.ticket ? [scan.ticket] : []));
  const attendees = ticketIds.length ? await Attendee.find({ event: eventId, ticket: { $in: ticketIds } }, { ticket: 1, fullName: 1 }).lean() : [];
  const nameOf = new Map(attendees.map((attendee) => [String(attendee.ticket), attendee.fullName]));
  return refusals.map((scan) => ({
    code: scan.code,
    holderName: nameOf.get(String(scan.ticket)) ?? "",
    standing: { deviceId: scan.winnerDeviceId ?? "", gate: scan.winnerGate ?? "", at: (scan.winnerAt ?? scan.scannedAt).toISOString() },
    refused: { deviceId: scan.deviceId, gate: scan.gate ?? "", at: scan.scannedAt.toISOString() },
  }));
}
