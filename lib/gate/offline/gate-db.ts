// The scanner's local state in IndexedDB, one database per event: it must survive reloads and work with no network.
import type { DeviceRefusal, GateConflict, GateTicket } from "@/lib/gate/gate-types";

/** A ticket as this device knows it; `admittedHere` marks the ones let in on this device. */
export type LocalTicket = GateTicket & { admittedHere?: boolean };

/**
 * A scan waiting to be sent to the server: every scan is queued, admitted or refused. Queues kept
 * from before refusals were queued hold admissions only, without `refusedOnDevice`.
 */
export type QueuedScan = { id?: number; code: string; scannedAt: string; admittedOnDevice: boolean; refusedOnDevice?: DeviceRefusal };

/** The server refused this device's access (a revoked or expired check-in link, a removed member): it admits no one. */
export type AccessStop = { message: string; at: string };

export type GateMeta = {
  version: number;
  title: string;
  publicKey: string;
  types: { id: string; name: string }[];
  lastSyncedAt: string | null;
  conflicts: GateConflict[];
};

const TICKETS = "tickets";
const QUEUE = "queue";
const META = "meta";
const STOP = "stopped";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** One database per event and way in: a check-in link's scanner (`accessKey`) keeps its own list, queue and stop. */
export function openGateDb(eventId: string, accessKey = ""): Promise<IDBDatabase> {
  const opening = indexedDB.open(`scheditix-gate-${eventId}${accessKey ? `-${accessKey}` : ""}`, 1);
  opening.onupgradeneeded = () => {
    const db = opening.result;
    db.createObjectStore(TICKETS, { keyPath: "code" });
    db.createObjectStore(QUEUE, { keyPath: "id", autoIncrement: true });
    db.createObjectStore(META);
  };
  return request(opening);
}

export async function readMeta(db: IDBDatabase): Promise<GateMeta | null> {
  return (await request(db.transaction(META).objectStore(META).get("meta"))) ?? null;
}

export async function writeMeta(db: IDBDatabase, meta: GateMeta): Promise<void> {
  const transaction = db.transaction(META, "readwrite");
  transaction.objectStore(META).put(meta, "meta");
  return done(transaction);
}

export async function readStop(db: IDBDatabase): Promise<AccessStop | null> {
  return (await request(db.transaction(META).objectStore(META).get(STOP))) ?? null;
}

/** Remembers (or, with null, forgets) that the server refused this device, so an offline start knows too. */
export async function writeStop(db: IDBDatabase, stop: AccessStop | null): Promise<void> {
  const transaction = db.transaction(META, "readwrite");
  if (stop) transaction.objectStore(META).put(stop, STOP);
  else transaction.objectStore(META).delete(STOP);
  return done(transaction);
}

export function readTickets(db: IDBDatabase): Promise<LocalTicket[]> {
  return request(db.transaction(TICKETS).objectStore(TICKETS).getAll());
}

/** Stores tickets in one transaction; `replace` clears the old list first (a full download). */
export async function writeTickets(db: IDBDatabase, tickets: LocalTicket[], replace = false): Promise<void> {
  const transaction = db.transaction(TICKETS, "readwrite");
  const store = transaction.objectStore(TICKETS);
  if (replace) store.clear();
  for (const ticket of tickets) store.put(ticket);
  return done(transaction);
}

export function readQueue(db: IDBDatabase): Promise<QueuedScan[]> {
  return request(db.transaction(QUEUE).objectStore(QUEUE).getAll());
}

/** Records a local admission and queues its scan together, so neither is kept without the other. */
export async function admitLocally(db: IDBDatabase, ticket: LocalTicket, scan: QueuedScan): Promise<void> {
  const transaction = db.transaction([TICKETS, QUEUE], "readwrite");
  transaction.objectStore(TICKETS).put(ticket);
  transaction.objectStore(QUEUE).add(scan);
  return done(transaction);
}

/** Queues a scan the device refused, so the server records that the person was turned away. */
export async function queueRefusal(db: IDBDatabase, scan: QueuedScan): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  transaction.objectStore(QUEUE).add(scan);
  return done(transaction);
}

export async function dropFromQueue(db: IDBDatabase, ids: number[]): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  for (const id of ids) transaction.objectStore(QUEUE).delete(id);
  return done(transaction);
}
