import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/platform/db";
import { GateDevice } from "@/models/GateDevice";
import { GateScan } from "@/models/GateScan";
import { Ticket } from "@/models/Ticket";

const MINUTES_SHOWN = 60;

export type GateFigures = {
  admitted: number;
  tickets: number;
  byType: { name: string; admitted: number; tickets: number }[];
  /** Admitted, and refused by the devices themselves (refunded, already in, not on the list, forged), per gate. */
  byGate: { gate: string; admitted: number; refused: number }[];
  byDevice: { deviceId: string; gate: string; label: string; admitted: number; refused: number; lastSyncAt: string; queuedAtLastSync: number }[];
  /** Admissions in each of the last 60 minutes, oldest first (online check-ins included). */
  perMinute: { minute: string; admitted: number }[];
};

type Count = { _id: string | null; count: number };

function countBy(field: string, match: Record<string, unknown>) {
  return [{ $match: match }, { $group: { _id: `$${field}`, count: { $sum: 1 } } }];
}

/** What the organiser's live gate view shows for an event. */
export async function gateFigures(eventId: string, now = new Date()): Promise<GateFigures> {
  await connectToDatabase();
  const event = new Types.ObjectId(eventId);
  const firstMinute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - (MINUTES_SHOWN - 1) * 60_000);
  const [admittedByType, liveByType, admittedByGate, admittedByDevice, refusedByGate, refusedByDevice, devices, recent] = await Promise.all([
    Ticket.aggregate<Count>(countBy("ticketTypeName", { event, status: "checked_in" })),
    Ticket.aggregate<Count>(countBy("ticketTypeName", { event, status: { $in: ["valid", "checked_in"] } })),
    GateScan.aggregate<Count>(countBy("gate", { event, result: "admitted" })),
    GateScan.aggregate<Count>(countBy("deviceId", { event, result: "admitted" })),
    GateScan.aggregate<Count>(countBy("gate", { event, result: "refused" })),
    GateScan.aggregate<Count>(countBy("deviceId", { event, result: "refused" })),
    GateDevice.find({ event: eventId }).sort({ lastSyncAt: -1 }).lean(),
    Ticket.find({ event: eventId, status: "checked_in", checkedInAt: { $gte: firstMinute } }, { checkedInAt: 1, _id: 0 }).lean(),
  ]);

  const admittedOf = new Map(admittedByType.map((row) => [row._id ?? "Regular", row.count]));
  const byType = liveByType
    .map((row) => ({ name: row._id ?? "Regular", tickets: row.count, admitted: admittedOf.get(row._id ?? "Regular") ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const deviceAdmitted = new Map(admittedByDevice.map((row) => [row._id ?? "", row.count]));
  const deviceRefused = new Map(refusedByDevice.map((row) => [row._id ?? "", row.count]));
  const gates = new Map<string, { gate: string; admitted: number; refused: number }>();
  const gateRow = (name: string | null) => {
    const gate = name || "No gate named";
    if (!gates.has(gate)) gates.set(gate, { gate, admitted: 0, refused: 0 });
    return gates.get(gate)!;
  };
  for (const row of admittedByGate) gateRow(row._id).admitted += row.count;
  for (const row of refusedByGate) gateRow(row._id).refused += row.count;
  const perMinute = Array.from({ length: MINUTES_SHOWN }, (_, index) => ({
    minute: new Date(firstMinute.getTime() + index * 60_000).toISOString(),
    admitted: 0,
  }));
  for (const ticket of recent) {
    const index = Math.floor((ticket.checkedInAt!.getTime() - firstMinute.getTime()) / 60_000);
    if (index >= 0 && index < MINUTES_SHOWN) perMinute[index]!.admitted += 1;
  }

  return {
    admitted: byType.reduce((sum, row) => sum + row.admitted, 0),
    tickets: byType.reduce((sum, row) => sum + row.tickets, 0),
    byType,
    byGate: [...gates.values()].sort((a, b) => b.admitted - a.admitted || b.refused - a.refused),
    byDevice: devices.map((device) => ({
      deviceId: device.deviceId,
      gate: device.gate ?? "",
      label: device.actorLabel ?? "",
      admitted: deviceAdmitted.get(device.deviceId) ?? 0,
      refused: deviceRefused.get(device.deviceId) ?? 0,
      lastSyncAt: device.lastSyncAt.toISOString(),
      queuedAtLastSync: device.queuedAtLastSync ?? 0,
    })),
    perMinute,
  };
}
