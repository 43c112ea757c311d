import { decideScan, type LocalVerdict, type SignatureCheck } from "@/lib/browser/gate-offline/decide-scan";
import { admitLocally, queueRefusal, type GateDb, type GateMeta, type LocalTicket } from "@/lib/browser/gate-offline/gate-db";
import { codeKeyOf } from "@/lib/browser/gate-offline/list-keys-web";
import { isSignedByEvent } from "@/lib/browser/gate-offline/verify-ticket-signature";
import { checkInCodeOf, NO_TYPE_ID, parseTicketPayload, type SeatIssue, type TicketPayload } from "@/lib/domain/gate/ticket-payload";
import { isPlainLine } from "@/lib/domain/validations/plain-text";

/** The longest code the sync takes (lib/domain/gate/gate-requests.ts): a scan it would refuse must never block the queue. */
const MOST_CODE_LENGTH = 200;

/** `known` finds a ticket of the device's list by the keyed hash of its code (the list holds no codes). */
type ScanContext = {
  eventId: string;
  meta: GateMeta;
  known: (key: string) => LocalTicket | undefined;
  device: { deviceId: string; gate: string };
  /** The newest issue of a seat this device knows (its list, and tickets admitted here by signature); 0 when none. */
  newestIssue?: (order: string, seatIndex: number) => number;
};

/** The seat and issue a scan stands for: from a transfer's signed payload, else from the listed ticket. */
function seatOf(payload: TicketPayload | null, ticket: LocalTicket | undefined): SeatIssue | null {
  if (payload?.seat) return payload.seat;
  return ticket && ticket.seatIndex !== undefined ? { order: ticket.order, index: ticket.seatIndex, issue: ticket.issue ?? 1 } : null;
}

/** A scan's outcome on the device; for an admission, the ticket as stored now and as it was, and the scan's place in the queue. */
export type RecordedScan = {
  verdict: LocalVerdict;
  code: string;
  admitted: LocalTicket | null;
  before: LocalTicket | null;
  queueId: number | null;
  queued: boolean;
};

/** What a scan's text is queued as: its check-in code, or nothing when the sync could not take it (control characters, say). */
function queueableCode(code: string): string | null {
  const trimmed = code.slice(0, MOST_CODE_LENGTH).trim();
  return trimmed && isPlainLine(trimmed) ? trimmed : null;
}

function admittedNow(ticket: LocalTicket, scannedAt: string, device: { deviceId: string; gate: string }): LocalTicket {
  return { ...ticket, status: "checked_in", admittedAt: scannedAt, admittedGate: device.gate, admittedDevice: device.deviceId, admittedHere: true };
}

/**
 * Decides a scan or typed code on this device and records it: an admission marks the ticket
 * admitted here and queues the scan in one transaction; a refusal is queued too, so the server
 * learns who was turned away. The code is hashed with the list's key and looked up by that hash.
 */
export async function recordScan(db: GateDb, text: string, { eventId, meta, known, device, newestIssue }: ScanContext): Promise<RecordedScan> {
  const code = checkInCodeOf(text);
  const payload = parseTicketPayload(text);
  const signature: SignatureCheck = !payload ? "none" : (await isSignedByEvent(text, eventId, meta.publicKey)) ? "genuine" : "forged";
  const key = meta.listKey ? await codeKeyOf(meta.listKey, code) : "";
  const ticket = key ? known(key) : undefined;
  // A seat passed on: once this device knows a newer issue of it, an older QR code is refused even before the sync revokes it.
  const seat = signature === "forged" ? null : seatOf(payload, ticket);
  const superseded = seat !== null && newestIssue !== undefined && newestIssue(seat.order, seat.index) > seat.issue;
  const verdict: LocalVerdict = superseded ? { kind: "refuse", reason: "revoked", ticket: ticket ?? null } : decideScan(ticket, signature);
  const scannedAt = new Date().toISOString();
  if (verdict.kind === "refuse") {
    const queued = queueableCode(code);
    if (queued) await queueRefusal(db, { code: queued, scannedAt, admittedOnDevice: false, refusedOnDevice: verdict.reason });
    return { verdict, code, admitted: null, before: null, queueId: null, queued: queued !== null };
  }
  const typeName = meta.types.find((type) => type.id === payload?.typeId)?.name ?? (payload?.typeId === NO_TYPE_ID ? "Regular" : "");
  const base: LocalTicket = ticket ?? {
    id: `sig:${key || code}`,
    key,
    name: "",
    phoneEnd: "",
    phoneKey: "",
    type: typeName,
    seat: "",
    status: "valid",
    order: payload?.seat?.order ?? "",
    admittedAt: null,
    admittedGate: null,
    admittedDevice: null,
    ...(payload?.seat ? { seatIndex: payload.seat.index, issue: payload.seat.issue } : {}),
  };
  const admitted = { ...admittedNow(base, scannedAt, device), code };
  const queueId = await admitLocally(db, admitted, { code, scannedAt, admittedOnDevice: true });
  return { verdict, code, admitted, before: ticket ?? null, queueId, queued: true };
}

/** Admits a ticket of the list found by the lookup (no code at hand): queued by its id. */
export async function recordAdmission(db: GateDb, ticket: LocalTicket, device: { deviceId: string; gate: string }): Promise<RecordedScan> {
  const verdict: LocalVerdict = decideScan(ticket, "none");
  const scannedAt = new Date().toISOString();
  if (verdict.kind === "refuse") return { verdict, code: ticket.code ?? "", admitted: null, before: null, queueId: null, queued: false };
  const admitted = admittedNow(ticket, scannedAt, device);
  const queueId = await admitLocally(db, admitted, { ticket: ticket.id, scannedAt, admittedOnDevice: true });
  return { verdict, code: ticket.code ?? "", admitted, before: ticket, queueId, queued: true };
}

/** The newest issue of a seat among the tickets this device knows; 0 when it knows none of that seat. */
export function newestIssueIn(tickets: Iterable<LocalTicket>, order: string, seatIndex: number): number {
  let newest = 0;
  for (const ticket of tickets) if (ticket.order === order && ticket.seatIndex === seatIndex) newest = Math.max(newest, ticket.issue ?? 1);
  return newest;
}
