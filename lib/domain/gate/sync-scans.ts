import "server-only";
import { randomUUID } from "node:crypto";
import type { Types } from "mongoose";
import { ApiError } from "@/lib/platform/errors";
import { consumeSyncAllowance } from "@/lib/domain/gate/check-in-allowance";
import { connectToDatabase } from "@/lib/platform/db";
import { isDuplicateKey } from "@/lib/platform/duplicate-key";
import type { GateActor } from "@/lib/domain/gate/gate-access";
import { deviceConflicts } from "@/lib/domain/gate/device-conflicts";
import type { DeviceRefusal, ScanOutcome, ScanVerdict, SyncResult } from "@/lib/domain/gate/gate-types";
import { auditSync, type SyncedScan } from "@/lib/domain/gate/audit-sync";
import { checkInCodeOf } from "@/lib/domain/gate/ticket-payload";
import { placeLabel } from "@/lib/domain/seating/place-label";
import { Attendee } from "@/models/Attendee";
import { Event } from "@/models/Event";
import { GateDevice } from "@/models/GateDevice";
import { GateScan } from "@/models/GateScan";
import { NOT_CLAIMED_FOR_RESALE, withdrawEndedListings } from "@/lib/domain/inventory/resale-listing-guards";
import { Ticket } from "@/models/Ticket";

export type QueuedScan = { code?: string; ticket?: string; scannedAt: Date; admittedOnDevice: boolean; refusedOnDevice?: DeviceRefusal };
export type SyncInput = { deviceId: string; gate: string; queued: number; scans: QueuedScan[] };

type KnownTicket = {
  _id: Types.ObjectId;
  checkInCode: string;
  ticketTypeName?: string | null;
  tableNumber?: number | null;
  seatNumber?: number | null;
  status: string;
  checkedInAt?: Date | null;
};
type Standing = { deviceId: string; gate: string; at: Date };
type Scan = QueuedScan & { checkInCode: string; implausible: boolean };
type ScanRecord = SyncedScan & Record<string, unknown>;

const minuteOf = (instant: Date) => Math.floor(instant.getTime() / 60_000);

/**
 * How far a device's clock may run ahead of or behind the server's. A scan dated more than this
 * before the event was created, or after the server's now, is implausible: recorded, never
 * admitted (it would otherwise win every conflict by its early date). Within it, a time ahead
 * of the server counts as now.
 */
export const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Binds a device id to the account or link that first synced it at this event: a unique index on
 * (event, device) and an upsert naming the actor, so a second caller claiming the id collides and
 * is refused (its scanner takes a new id) instead of writing under another gate's device.
 */
async function claimDevice(eventId: string, deviceId: string, actor: GateActor, gate: string, now: Date): Promise<void> {
  try {
    await GateDevice.updateOne(
      { event: eventId, deviceId, actorId: actor.actorId },
      { $setOnInsert: { gate, actorLabel: actor.label, lastSyncAt: now } },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const holder = await GateDevice.findOne({ event: eventId, deviceId }, { actorId: 1 }).lean();
    // Two first syncs of the same device at once: the other one inserted it.
    if (holder?.actorId === actor.actorId) return;
    throw new ApiError(
      "conflict",
      "This device id is already used at this event by another account or check-in link. The scanner takes a new one: sync again.",
    );
  }
}

/** A scan sent by ticket id (from the lookup) stands for that ticket's code; an id not of this event matches nothing. */
async function codesOfTicketIds(eventId: string, scans: QueuedScan[]): Promise<Map<string, string>> {
  const ids = [...new Set(scans.flatMap((scan) => (scan.ticket ? [scan.ticket] : [])))];
  if (ids.length === 0) return new Map();
  const tickets = await Ticket.find({ event: eventId, _id: { $in: ids } }, { checkInCode: 1 }).lean();
  return new Map(tickets.map((ticket) => [String(ticket._id), ticket.checkInCode]));
}

/** The batch's tickets, their holders, the gate admissions that stand and this device's earlier scans, in a few reads. */
async function readBatch(eventId: string, deviceId: string, codes: string[]) {
  const [tickets, earlier] = await Promise.all([
    Ticket.find({ event: eventId, checkInCode: { $in: codes } }).lean<KnownTicket[]>(),
    GateScan.find({ event: eventId, deviceId, code: { $in: codes } }).lean(),
  ]);
  const ids = tickets.map((ticket) => ticket._id);
  const [attendees, admissions] = await Promise.all([
    Attendee.find({ event: eventId, ticket: { $in: ids } }, { ticket: 1, fullName: 1 }).lean(),
    GateScan.find({ event: eventId, result: "admitted", ticket: { $in: ids } }, { ticket: 1, deviceId: 1, gate: 1, scannedAt: 1 }).lean(),
  ]);
  return {
    ticketOf: new Map(tickets.map((ticket) => [ticket.checkInCode, ticket])),
    nameOf: new Map(attendees.map((attendee) => [String(attendee.ticket), attendee.fullName])),
    standingOf: new Map<string, Standing>(
      admissions.map((scan) => [String(scan.ticket), { deviceId: scan.deviceId, gate: scan.gate ?? "", at: scan.scannedAt }]),
    ),
    earlier: new Map(earlier.map((scan) => [`${scan.code}|${scan.scannedAt.getTime()}`, scan])),
  };
}

/**
 * Admits the valid tickets a batch scanned first: one conditional update per minute of scans
 * (valid → checked_in, stamped with this sync), so a ticket is let in once however many devices
 * sync it at the same moment, and a sync of 500 scans is a handful of writes. Answers the ids
 * this sync admitted.
 */
async function admitValid(eventId: string, firstScans: { ticket: KnownTicket; scan: Scan }[]): Promise<Set<string>> {
  if (firstScans.length === 0) return new Set();
  const sync = randomUUID();
  const byMinute = new Map<number, { ticket: KnownTicket; scan: Scan }[]>();
  for (const first of firstScans) byMinute.set(minuteOf(first.scan.scannedAt), [...(byMinute.get(minuteOf(first.scan.scannedAt)) ?? []), first]);
  for (const group of byMinute.values()) {
    await Ticket.updateMany(
      // The event and status equalities come first: the database answers them from the (event, status) index.
      { event: eventId, status: "valid", _id: { $in: group.map(({ ticket }) => ticket._id) }, ...NOT_CLAIMED_FOR_RESALE },
      { $set: { status: "checked_in", checkedInAt: group[0]!.scan.scannedAt, gateSync: sync } },
    );
  }
  const ours = await Ticket.find({ event: eventId, gateSync: sync }, { _id: 1, event: 1, ticketType: 1, resale: 1 }).lean();
  await withdrawEndedListings(ours.filter((ticket) => ticket.resale?.state === "listed"));
  return new Set(ours.map((ticket) => String(ticket._id)));
}

/**
 * Takes a device's queued scans and answers the server's verdict on each, in the order they were
 * scanned: the first admission of a ticket wins. Sending a batch again is safe: a scan already
 * decided answers its first verdict. The device's last sync and queue length are recorded for the
 * live gate view, and the response carries every conflict this device was part of.
 */
export async function syncScans(eventId: string, actor: GateActor, input: SyncInput): Promise<SyncResult> {
  await connectToDatabase();
  const now = new Date();
  // A link's scans are at the link's gate, whatever name its device sends.
  const gate = actor.kind === "link" ? actor.label : input.gate;
  await claimDevice(eventId, input.deviceId, actor, gate, now);
  // Every scan of a sync counts, as an online check-in does: a queue is no way around the limit.
  await consumeSyncAllowance(actor, eventId, input.scans.length);
  const [event, codeOfTicket] = await Promise.all([Event.findById(eventId, { createdAt: 1 }).lean(), codesOfTicketIds(eventId, input.scans)]);
  const earliest = (event?.createdAt?.getTime() ?? 0) - CLOCK_SKEW_MS;
  const latest = now.getTime() + CLOCK_SKEW_MS;
  const scans: Scan[] = input.scans
    .map((scan) => {
      const time = scan.scannedAt.getTime();
      return {
        ...scan,
        checkInCode: scan.ticket ? (codeOfTicket.get(scan.ticket) ?? `ticket:${scan.ticket}`) : checkInCodeOf(scan.code ?? ""),
        implausible: time < earliest || time > latest,
        scannedAt: time > now.getTime() && time <= latest ? now : scan.scannedAt,
      };
    })
    .sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
  const batch = await readBatch(eventId, input.deviceId, [...new Set(scans.map((scan) => scan.checkInCode))]);
  const replayOf = (scan: Scan) => batch.earlier.get(`${scan.checkInCode}|${scan.scannedAt.getTime()}`);

  const firstScans = new Map<string, { ticket: KnownTicket; scan: Scan }>();
  for (const scan of scans) {
    // A scan the device refused is recorded as such: the person was turned away, so it never admits.
    if (scan.refusedOnDevice || scan.implausible || replayOf(scan) || firstScans.has(scan.checkInCode)) continue;
    const ticket = batch.ticketOf.get(scan.checkInCode);
    if (ticket?.status === "valid") firstScans.set(scan.checkInCode, { ticket, scan });
  }
  const ours = await admitValid(eventId, [...firstScans.values()]);
  // Tickets another device, the online check-in or a refund took between our read and our update.
  const lost = [...firstScans.values()].filter(({ ticket }) => !ours.has(String(ticket._id))).map(({ ticket }) => ticket._id);
  if (lost.length) {
    const [current, admissions] = await Promise.all([
      Ticket.find({ event: eventId, _id: { $in: lost } }, { status: 1, checkedInAt: 1 }).lean(),
      GateScan.find({ event: eventId, result: "admitted", ticket: { $in: lost } }, { ticket: 1, deviceId: 1, gate: 1, scannedAt: 1 }).lean(),
    ]);
    for (const latest of current) {
      const ticket = [...firstScans.values()].find((first) => String(first.ticket._id) === String(latest._id))!.ticket;
      ticket.status = latest.status;
      ticket.checkedInAt = latest.checkedInAt;
    }
    for (const scan of admissions) batch.standingOf.set(String(scan.ticket), { deviceId: scan.deviceId, gate: scan.gate ?? "", at: scan.scannedAt });
  }

  const records: ScanRecord[] = [];
  const outcomes = scans.map((scan): ScanOutcome => {
    const ticket = batch.ticketOf.get(scan.checkInCode);
    const replay = replayOf(scan);
    const admittedNow = ticket && firstScans.get(scan.checkInCode)?.scan === scan && ours.has(String(ticket._id));
    let result: ScanVerdict;
    let standing: Standing | null = null;
    if (replay) {
      result = replay.result as ScanVerdict;
      standing = replay.winnerAt ? { deviceId: replay.winnerDeviceId ?? "", gate: replay.winnerGate ?? "", at: replay.winnerAt } : null;
    } else {
      if (scan.implausible) result = "implausible_time";
      else if (scan.refusedOnDevice) result = "refused";
      else
        result = !ticket
          ? "unknown"
          : admittedNow
            ? "admitted"
            : // still valid yet not admitted: a resale buyer's hold has claimed it
              ticket.status === "refunded" || ticket.status === "transferred" || ticket.status === "valid"
              ? "revoked"
              : "already_admitted";
      if (admittedNow) batch.standingOf.set(String(ticket._id), { deviceId: input.deviceId, gate, at: scan.scannedAt });
      if (result === "already_admitted")
        standing = batch.standingOf.get(String(ticket!._id)) ?? { deviceId: "", gate: "Online check-in", at: ticket!.checkedInAt ?? now };
      records.push({
        event: eventId,
        deviceId: input.deviceId,
        code: scan.checkInCode,
        scannedAt: scan.scannedAt,
        ticket: ticket?._id,
        gate,
        actorId: actor.actorId,
        result,
        admittedOnDevice: scan.admittedOnDevice && !scan.refusedOnDevice,
        ...(scan.refusedOnDevice ? { refusedReason: scan.refusedOnDevice } : {}),
        ...(standing ? { winnerDeviceId: standing.deviceId, winnerGate: standing.gate, winnerAt: standing.at } : {}),
      });
    }
    return {
      // What was sent, never more: a ticket id sent from the lookup does not come back as its code.
      code: scan.ticket ? "" : scan.checkInCode,
      ...(scan.ticket ? { ticket: scan.ticket } : {}),
      scannedAt: scan.scannedAt.toISOString(),
      result,
      holder: ticket
        ? {
            name: batch.nameOf.get(String(ticket._id)) ?? "",
            type: ticket.ticketTypeName ?? "Regular",
            seat: placeLabel(ticket.tableNumber, ticket.seatNumber),
          }
        : null,
      admittedBy: standing ? { deviceId: standing.deviceId, gate: standing.gate, at: standing.at.toISOString() } : null,
      ...(result === "refused" ? { refusedReason: (replay?.refusedReason ?? scan.refusedOnDevice) as DeviceRefusal } : {}),
    };
  });

  const ignoreRepeat = (error: unknown) => (isDuplicateKey(error) ? undefined : Promise.reject(error));
  // The same batch sent twice at once: the other request recorded those scans (and wrote them to the audit log).
  const recordScans = () =>
    GateScan.insertMany(records, { ordered: false }).then(() => auditSync(eventId, actor, { ...input, gate }, records), ignoreRepeat);
  await Promise.all([
    records.length ? recordScans() : null,
    ours.size ? Event.updateOne({ _id: eventId }, { $inc: { checkins: ours.size } }) : null,
    GateDevice.updateOne(
      { event: eventId, deviceId: input.deviceId, actorId: actor.actorId },
      { $set: { gate, actorId: actor.actorId, actorLabel: actor.label, lastSyncAt: now, queuedAtLastSync: input.queued } },
      { upsert: true },
    ).catch(ignoreRepeat),
  ]);
  return { outcomes, conflicts: await deviceConflicts(eventId, input.deviceId), syncedAt: now.toISOString() };
}
