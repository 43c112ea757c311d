import { callApi } from "@/lib/browser/call-api";
import type { CheckInList, SyncResult } from "@/lib/domain/gate/gate-types";
import {
  dropFromQueue,
  readMeta,
  readQueue,
  readTickets,
  readTicketsById,
  writeMeta,
  writeTickets,
  type GateDb,
  type GateMeta,
  type LocalTicket,
} from "@/lib/browser/gate-offline/gate-db";
import { codeKeyOf } from "@/lib/browser/gate-offline/list-keys-web";
import { checkInCodeOf } from "@/lib/domain/gate/ticket-payload";

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
  const response = await callApi(path, { ...(init ?? { method: "GET" }), headers });
  if (response.ok) return response.data as T;
  throw new SyncProblem(response.status === 0 ? "offline" : response.message, response.status);
}

/** Sends the queued scans in batches; answers the server's latest word on conflicts. */
async function sendQueue(db: GateDb, eventId: string, device: Device, credentials: GateCredentials): Promise<SyncResult> {
  const queue = await readQueue(db);
  let response: SyncResult | null = null;
  for (let start = 0; start === 0 || start < queue.length; start += SCANS_PER_REQUEST) {
    const batch = queue.slice(start, start + SCANS_PER_REQUEST);
    response = await api<SyncResult>(`/api/v1/events/${eventId}/gate/sync`, credentials, {
      method: "POST",
      body: {
        ...device,
        queued: queue.length - start,
        scans: batch.map(({ code, ticket, scannedAt, admittedOnDevice, refusedOnDevice }) => ({
          ...(ticket ? { ticket } : { code }),
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
  return response!;
}

/**
 * The server's tickets, with this device's own admissions marked, admissions still queued here
 * kept, and the codes this device was shown kept beside the hashes. A ticket this device let in by
 * its signature before it was listed (`sig:` and its key) gives way to the listed one.
 */
async function merge(db: GateDb, list: CheckInList, deviceId: string): Promise<{ tickets: LocalTicket[]; drop: string[] }> {
  const pending = (await readQueue(db)).filter((scan) => !scan.refusedOnDevice);
  // A whole list replaces the stored one, so only pending admissions need the old copy; changes need their own tickets only.
  const local = list.complete
    ? pending.length
      ? await readTickets(db)
      : []
    : await readTicketsById(
        db,
        list.tickets.flatMap((ticket) => [ticket.id, `sig:${ticket.key}`]),
      );
  const pendingIds = new Set(pending.flatMap((scan) => (scan.ticket ? [scan.ticket] : [])));
  const pendingKeys = new Set(await Promise.all(pending.flatMap((scan) => (scan.code ? [codeKeyOf(list.listKey, checkInCodeOf(scan.code))] : []))));
  const byId = new Map(local.map((ticket) => [ticket.id, ticket]));
  const bySignature = new Map(local.filter((ticket) => ticket.id.startsWith("sig:")).map((ticket) => [ticket.key, ticket]));
  const drop: string[] = [];
  const tickets = list.tickets.map((ticket): LocalTicket => {
    const signed = bySignature.get(ticket.key);
    if (signed) drop.push(signed.id);
    const mine = byId.get(ticket.id) ?? signed;
    const code = mine?.code ? { code: mine.code } : {};
    const stillQueued = pendingIds.has(ticket.id) || pendingKeys.has(ticket.key);
    if (stillQueued && mine?.admittedHere && ticket.status === "valid")
      return {
        ...ticket,
        ...code,
        status: "checked_in",
        admittedAt: mine.admittedAt,
        admittedGate: mine.admittedGate,
        admittedDevice: mine.admittedDevice,
        admittedHere: true,
      };
    return { ...ticket, ...code, admittedHere: ticket.status === "checked_in" && ticket.admittedDevice === deviceId };
  });
  return { tickets, drop };
}

/**
 * One round with the server: queued scans go first (so the list that follows includes them),
 * then the whole list on a first sync or only what changed since the stored version.
 */
export async function syncGate(db: GateDb, eventId: string, device: Device, credentials: GateCredentials = {}): Promise<GateMeta> {
  const meta = await readMeta(db);
  const response = await sendQueue(db, eventId, device, credentials);
  const listPath = `/api/v1/events/${eventId}/gate/list`;
  let list = await api<CheckInList>(`${listPath}${meta ? `?since=${meta.version}` : ""}`, credentials);
  // The list key changed (the server's secret did): the stored hashes no longer match, so download it all again.
  if (!list.complete && list.listKey !== meta?.listKey) list = await api<CheckInList>(listPath, credentials);
  const merged = await merge(db, list, device.deviceId);
  await writeTickets(db, merged.tickets, list.complete, merged.drop);
  const next: GateMeta = {
    version: list.version,
    title: list.title,
    publicKey: list.publicKey,
    listKey: list.listKey,
    types: list.types,
    lastSyncedAt: response.syncedAt,
    conflicts: response.conflicts,
  };
  await writeMeta(db, next);
  return next;
}
