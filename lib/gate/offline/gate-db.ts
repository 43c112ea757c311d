// The scanner's local state in IndexedDB, one database per event: it must survive reloads and work with no network.
import type { GateConflict, GateTicket } from "@/lib/gate/gate-types";

/** A ticket as this device knows it; `admittedHere` marks the ones let in on this device. */
export type LocalTicket = GateTicket & { admittedHere?: boolean };

/** A scan waiting to be sent to the server. */
export type QueuedScan = { id?: number; code: string; scannedAt: string; admittedOnDevice: boolean };

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

export function openGateDb(eventId: string): Promise<IDBDatabase> {
  const opening = indexedDB.open(`scheditix-gate-${eventId}`, 1);
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

export async function dropFromQueue(db: IDBDatabase, ids: number[]): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  for (const id of ids) transaction.objectStore(QUEUE).delete(id);
  return done(transaction);
}
