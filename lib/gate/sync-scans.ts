import "server-only";
import type { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { isDuplicateKey } from "@/lib/duplicate-key";
import type { GateActor } from "@/lib/gate/gate-access";
import { deviceConflicts } from "@/lib/gate/device-conflicts";
import type { ScanOutcome, ScanVerdict, SyncAnswer } from "@/lib/gate/gate-types";
import { checkInCodeOf } from "@/lib/gate/ticket-payload";
import { placeLabel } from "@/lib/tickets/place-label";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { GateDevice } from "@/models/GateDevice";
import { GateScan } from "@/models/GateScan";
import { Ticket } from "@/models/Ticket";

export type QueuedScan = { code: string; scannedAt: Date; admittedOnDevice: boolean };
export type SyncInput = { deviceId: string; gate: string; queued: number; scans: QueuedScan[] };

/** Scans of different tickets are decided side by side; scans of one ticket one after another. */
const PARALLEL_TICKETS = 8;

type ScanContext = { eventId: string; actor: GateActor; deviceId: string; gate: string; now: Date };
type Holder = { name: string; type: string; seat: string };
type KnownTicket = { _id: Types.ObjectId; ticketTypeName?: string | null; tableNumber?: number | null; seatNumber?: number | null; status: string; checkedInAt?: Date | null };

async function holderOf(ticket: KnownTicket): Promise<Holder> {
  const attendee = await Attendee.findOne({ ticket: ticket._id }, { fullName: 1 }).lean();
  return { name: attendee?.fullName ?? "", type: ticket.ticketTypeName ?? "Regular", seat: placeLabel(ticket.tableNumber, ticket.seatNumber) };
}

/** The admission that stands for a ticket: a gate device's, or the online check-in's. */
async function standingAdmission(ticket: KnownTicket) {
  const scan = await GateScan.findOne({ ticket: ticket._id, result: "admitted" }, { deviceId: 1, gate: 1, scannedAt: 1 }).lean();
  if (scan) return { deviceId: scan.deviceId, gate: scan.gate ?? "", at: scan.scannedAt };
  return { deviceId: "", gate: "Online check-in", at: ticket.checkedInAt ?? new Date(0) };
}

/** Decides one scan: the first admission of a valid ticket wins, in one conditional update. */
async function decide(context: ScanContext, scan: QueuedScan): Promise<ScanOutcome> {
  const code = checkInCodeOf(scan.code);
  const scannedAt = scan.scannedAt > context.now ? context.now : scan.scannedAt;
  const key = { event: context.eventId, deviceId: context.deviceId, code, scannedAt };
  const earlier = await GateScan.findOne(key).lean();
  if (earlier) return replay(earlier);

  const admitted = await Ticket.findOneAndUpdate(
    { event: context.eventId, checkInCode: code, status: "valid" },
    { $set: { status: "checked_in", checkedInAt: scannedAt } },
    { returnDocument: "after" },
  ).lean<KnownTicket>();
  const ticket = admitted ?? (await Ticket.findOne({ event: context.eventId, checkInCode: code }).lean<KnownTicket>());
  const result: ScanVerdict = admitted ? "admitted" : !ticket ? "unknown" : ticket.status === "refunded" ? "revoked" : "already_admitted";
  const standing = result === "already_admitted" && ticket ? await standingAdmission(ticket) : null;
  const record = {
    ...key,
    ticket: ticket?._id,
    gate: context.gate,
    actorId: context.actor.actorId,
    result,
    admittedOnDevice: scan.admittedOnDevice,
    ...(standing ? { winnerDeviceId: standing.deviceId, winnerGate: standing.gate, winnerAt: standing.at } : {}),
  };
  try {
    await GateScan.create(record);
  } catch (error) {
    // The same batch sent twice at once: the other request recorded this scan.
    if (!isDuplicateKey(error)) throw error;
  }
  if (admitted) await Event.updateOne({ _id: context.eventId }, { $inc: { checkins: 1 } });
  return {
    code,
    scannedAt: scannedAt.toISOString(),
    result,
    holder: ticket ? await holderOf(ticket) : null,
    admittedBy: standing ? { deviceId: standing.deviceId, gate: standing.gate, at: standing.at.toISOString() } : null,
  };
}

async function replay(scan: { code: string; scannedAt: Date; result: string; ticket?: Types.ObjectId | null; winnerDeviceId?: string | null; winnerGate?: string | null; winnerAt?: Date | null }): Promise<ScanOutcome> {
  const ticket = scan.ticket ? await Ticket.findById(scan.ticket).lean<KnownTicket>() : null;
  return {
    code: scan.code,
    scannedAt: scan.scannedAt.toISOString(),
    result: scan.result as ScanVerdict,
    holder: ticket ? await holderOf(ticket) : null,
    admittedBy: scan.winnerAt ? { deviceId: scan.winnerDeviceId ?? "", gate: scan.winnerGate ?? "", at: scan.winnerAt.toISOString() } : null,
  };
}

/**
 * Takes a device's queued scans and answers the server's verdict on each, in the order they were
 * scanned. Sending a batch again is safe: a scan already decided answers its first verdict. The
 * device's last sync and queue length are recorded for the live gate view, and the answer carries
 * every conflict this device was part of.
 */
export async function syncScans(eventId: string, actor: GateActor, input: SyncInput): Promise<SyncAnswer> {
  await connectToDatabase();
  const now = new Date();
  const context: ScanContext = { eventId, actor, deviceId: input.deviceId, gate: input.gate, now };
  const ordered = [...input.scans].sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
  const byCode = new Map<string, QueuedScan[]>();
  for (const scan of ordered) {
    const code = checkInCodeOf(scan.code);
    byCode.set(code, [...(byCode.get(code) ?? []), scan]);
  }
  const outcomes = new Map<QueuedScan, ScanOutcome>();
  const groups = [...byCode.values()];
  const worker = async () => {
    for (let group = groups.shift(); group; group = groups.shift()) {
      for (const scan of group) outcomes.set(scan, await decide(context, scan));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_TICKETS }, worker));

  await GateDevice.updateOne(
    { event: eventId, deviceId: input.deviceId },
    { $set: { gate: input.gate, actorId: actor.actorId, actorLabel: actor.label, lastSyncAt: now, queuedAtLastSync: input.queued } },
    { upsert: true },
  ).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  return {
    outcomes: ordered.map((scan) => outcomes.get(scan)!),
    conflicts: await deviceConflicts(eventId, input.deviceId),
    syncedAt: now.toISOString(),
  };
}
