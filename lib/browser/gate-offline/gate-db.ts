// The scanner's local state in IndexedDB, one database per event: it must survive reloads and work with no network.
import type { DeviceRefusal, GateConflict, GateTicket } from "@/lib/domain/gate/gate-types";

/**
 * A ticket as this device knows it; `admittedHere` marks the ones let in on this device, and
 * `code` is the code this device was shown for it (the list itself carries none). A ticket let in
 * by its QR code's signature before it was on the list has the id `sig:` and its key.
 */
export type LocalTicket = GateTicket & { admittedHere?: boolean; code?: string };

/**
 * A scan waiting to be sent to the server: every scan is queued, admitted or refused. Queues kept
 * from before refusals were queued hold admissions only, without `refusedOnDevice`. A scan holds
 * the code scanned or typed, or, for a holder let in from the lookup, the ticket's id.
 */
export type QueuedScan = {
  id?: number;
  code?: string;
  ticket?: string;
  scannedAt: string;
  admittedOnDevice: boolean;
  refusedOnDevice?: DeviceRefusal;
};

/** The server refused this device's access (a revoked or expired check-in link, a removed member): it admits no one. */
export type AccessStop = { message: string; at: string };

export type GateMeta = {
  version: number;
  title: string;
  publicKey: string;
  /** The key the list's hashes are made with (absent in lists kept from before they were hashed). */
  listKey?: string;
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

/**
 * One database per event and way in: a check-in link's scanner (`accessKey`) keeps its own list,
 * queue and stop. Version 2 keeps tickets by id (version 1 kept them by code): the old list is
 * dropped and downloaded again at the next sync; the queue and a stop are kept.
 */
export function openGateDb(eventId: string, accessKey = ""): Promise<IDBDatabase> {
  const opening = indexedDB.open(`scheditix-gate-${eventId}${accessKey ? `-${accessKey}` : ""}`, 2);
  opening.onupgradeneeded = (change) => {
    const db = opening.result;
    if (db.objectStoreNames.contains(TICKETS)) db.deleteObjectStore(TICKETS);
    db.createObjectStore(TICKETS, { keyPath: "id" });
    if (change.oldVersion < 1) {
      db.createObjectStore(QUEUE, { keyPath: "id", autoIncrement: true });
      db.createObjectStore(META);
    } else opening.transaction!.objectStore(META).delete("meta");
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

/** The stored tickets of these ids (those it has), read in one transaction: a list's changes touch a few of 10,000. */
export async function readTicketsById(db: IDBDatabase, ids: string[]): Promise<LocalTicket[]> {
  const store = db.transaction(TICKETS).objectStore(TICKETS);
  const found = await Promise.all(ids.map((id) => request<LocalTicket | undefined>(store.get(id))));
  return found.filter((ticket): ticket is LocalTicket => ticket !== undefined);
}

/** Stores tickets in one transaction; `replace` clears the old list first (a full download); `drop` removes tickets by id. */
export async function writeTickets(db: IDBDatabase, tickets: LocalTicket[], replace = false, drop: string[] = []): Promise<void> {
  const transaction = db.transaction(TICKETS, "readwrite");
  const store = transaction.objectStore(TICKETS);
  if (replace) store.clear();
  for (const id of drop) store.delete(id);
  for (const ticket of tickets) store.put(ticket);
  return done(transaction);
}

export function readQueue(db: IDBDatabase): Promise<QueuedScan[]> {
  return request(db.transaction(QUEUE).objectStore(QUEUE).getAll());
}

/** Records a local admission and queues its scan together, so neither is kept without the other; answers the scan's queue id. */
export async function admitLocally(db: IDBDatabase, ticket: LocalTicket, scan: QueuedScan): Promise<number> {
  const transaction = db.transaction([TICKETS, QUEUE], "readwrite");
  transaction.objectStore(TICKETS).put(ticket);
  const queued = request(transaction.objectStore(QUEUE).add(scan));
  await done(transaction);
  return Number(await queued);
}

/** Queues a scan the device refused, so the server records that the person was turned away. */
export async function queueRefusal(db: IDBDatabase, scan: QueuedScan): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  transaction.objectStore(QUEUE).add(scan);
  return done(transaction);
}

/** Takes back a local admission the server did not allow (the scanner was stopped meanwhile): the ticket as it was, its scan unqueued. */
export async function undoAdmission(db: IDBDatabase, before: LocalTicket | null, admittedId: string, queueId: number): Promise<void> {
  const transaction = db.transaction([TICKETS, QUEUE], "readwrite");
  if (before) transaction.objectStore(TICKETS).put(before);
  else transaction.objectStore(TICKETS).delete(admittedId);
  transaction.objectStore(QUEUE).delete(queueId);
  return done(transaction);
}

export async function dropFromQueue(db: IDBDatabase, ids: number[]): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  for (const id of ids) transaction.objectStore(QUEUE).delete(id);
  return done(transaction);
}
