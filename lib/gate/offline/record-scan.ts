import { decideScan, type LocalVerdict, type SignatureCheck } from "@/lib/gate/offline/decide-scan";
import { admitLocally, queueRefusal, type GateMeta, type LocalTicket } from "@/lib/gate/offline/gate-db";
import { isSignedByEvent } from "@/lib/gate/offline/verify-ticket-signature";
import { checkInCodeOf, NO_TYPE_ID, parseTicketPayload } from "@/lib/gate/ticket-payload";
import { isPlainLine } from "@/lib/validations/plain-text";

/** The longest code the sync takes (lib/validations/gate.ts): a scan it would refuse must never block the queue. */
const MOST_CODE_LENGTH = 200;

type ScanContext = { eventId: string; meta: GateMeta; known: (code: string) => LocalTicket | undefined; device: { deviceId: string; gate: string } };

/** What a scan's text is queued as: its check-in code, or nothing when the sync could not take it (control characters, say). */
function queueableCode(code: string): string | null {
  const trimmed = code.slice(0, MOST_CODE_LENGTH).trim();
  return trimmed && isPlainLine(trimmed) ? trimmed : null;
}

/**
 * Decides a scan or typed code on this device and records it: an admission marks the ticket
 * admitted here and queues the scan in one transaction; a refusal is queued too, so the server
 * learns who was turned away. Answers the verdict and, for an admission, the ticket as now stored.
 */
export async function recordScan(db: IDBDatabase, text: string, { eventId, meta, known, device }: ScanContext) {
  const code = checkInCodeOf(text);
  const payload = parseTicketPayload(text);
  const signature: SignatureCheck = !payload ? "none" : (await isSignedByEvent(text, eventId, meta.publicKey)) ? "genuine" : "forged";
  const ticket = known(code);
  const verdict: LocalVerdict = decideScan(ticket, signature);
  const scannedAt = new Date().toISOString();
  if (verdict.kind === "refuse") {
    const queued = queueableCode(code);
    if (queued) await queueRefusal(db, { code: queued, scannedAt, admittedOnDevice: false, refusedOnDevice: verdict.reason });
    return { verdict, admitted: null, queued: queued !== null };
  }
  const typeName = meta.types.find((type) => type.id === payload?.typeId)?.name ?? (payload?.typeId === NO_TYPE_ID ? "Regular" : "");
  const base: LocalTicket = ticket ?? {
    code,
    name: "",
    phone: "",
    type: typeName,
    seat: "",
    status: "valid",
    order: "",
    admittedAt: null,
    admittedGate: null,
    admittedDevice: null,
  };
  const admitted: LocalTicket = {
    ...base,
    status: "checked_in",
    admittedAt: scannedAt,
    admittedGate: device.gate,
    admittedDevice: device.deviceId,
    admittedHere: true,
  };
  await admitLocally(db, admitted, { code, scannedAt, admittedOnDevice: true });
  return { verdict, admitted, queued: true };
}
