import { callApi } from "@/lib/client/call-api";
import type { CheckInList, SyncAnswer } from "@/lib/gate/gate-types";
import {
  dropFromQueue,
  readMeta,
  readQueue,
  readTickets,
  writeMeta,
  writeTickets,
  type GateMeta,
  type LocalTicket,
} from "@/lib/gate/offline/gate-db";

/** Scans per request; a device that was offline for a long queue sends several. */
const SCANS_PER_REQUEST = 500;

export type Device = { deviceId: string; gate: string };

/** How the scanner proves it may work the gate: the signed-in session, or a check-in link's token. */
export type GateCredentials = { linkToken?: string };

export class SyncProblem extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  get offline() {
    return this.status === 0;
  }

  /** The server no longer lets this device in: a revoked or expired link, a removed member, a session gone. */
  get refused() {
    return this.status === 401 || this.status === 403;
  }
}

async function api<T>(path: string, credentials: GateCredentials, init?: { method: "POST"; body: unknown }): Promise<T> {
  const headers = credentials.linkToken ? { "X-Check-In-Link": credentials.linkToken } : undefined;
  const answer = await callApi(path, { ...(init ?? { method: "GET" }), headers });
  if (answer.ok) return answer.data as T;
  throw new SyncProblem(answer.status === 0 ? "offline" : answer.message, answer.status);
}

/** Sends the queued scans in batches; answers the server's latest word on conflicts. */
async function sendQueue(db: IDBDatabase, eventId: string, device: Device, credentials: GateCredentials): Promise<SyncAnswer> {
  const queue = await readQueue(db);
  let answer: SyncAnswer | null = null;
  for (let start = 0; start === 0 || start < queue.length; start += SCANS_PER_REQUEST) {
    const batch = queue.slice(start, start + SCANS_PER_REQUEST);
    answer = await api<SyncAnswer>(`/api/v1/gate/${eventId}/sync`, credentials, {
      method: "POST",
      body: {
        ...device,
        queued: queue.length - start,
        scans: batch.map(({ code, scannedAt, admittedOnDevice, refusedOnDevice }) => ({
          code,
          scannedAt,
          admittedOnDevice,
          ...(refusedOnDevice ? { refusedOnDevice } : {}),
        })),
      },
    });
    await dropFromQueue(
      db,
      batch.map((scan) => scan.id!),
    );
  }
  return answer!;
}

/** The server's tickets, with this device's own admissions marked and admissions still queued here kept. */
async function merge(db: IDBDatabase, list: CheckInList, deviceId: string): Promise<LocalTicket[]> {
  const pending = new Set((await readQueue(db)).filter((scan) => !scan.refusedOnDevice).map((scan) => scan.code));
  const local = pending.size ? new Map((await readTickets(db)).map((ticket) => [ticket.code, ticket])) : new Map<string, LocalTicket>();
  return list.tickets.map((ticket) => {
    const kept = pending.has(ticket.code) ? local.get(ticket.code) : undefined;
    return kept && ticket.status === "valid"
      ? kept
      : { ...ticket, admittedHere: ticket.status === "checked_in" && ticket.admittedDevice === deviceId };
  });
}

/**
 * One round with the server: queued scans go first (so the list that follows includes them),
 * then the whole list on a first sync or only what changed since the stored version.
 */
export async function syncGate(db: IDBDatabase, eventId: string, device: Device, credentials: GateCredentials = {}): Promise<GateMeta> {
  const meta = await readMeta(db);
  const answer = await sendQueue(db, eventId, device, credentials);
  const list = await api<CheckInList>(`/api/v1/gate/${eventId}/list${meta ? `?since=${meta.version}` : ""}`, credentials);
  await writeTickets(db, await merge(db, list, device.deviceId), list.complete);
  const next: GateMeta = {
    version: list.version,
    title: list.title,
    publicKey: list.publicKey,
    types: list.types,
    lastSyncedAt: answer.syncedAt,
    conflicts: answer.conflicts,
  };
  await writeMeta(db, next);
  return next;
}
