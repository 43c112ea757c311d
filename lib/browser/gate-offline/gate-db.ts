// The scanner's local state in IndexedDB, one database per event: it must survive reloads and work with no network.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
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

interface GateSchema extends DBSchema {
  [TICKETS]: { key: string; value: LocalTicket };
  [QUEUE]: { key: number; value: QueuedScan };
  /** The list's details under "meta", and a stop under "stopped". */
  [META]: { key: string; value: GateMeta | AccessStop };
}

export type GateDb = IDBPDatabase<GateSchema>;

/**
 * One database per event and way in: a check-in link's scanner (`accessKey`) keeps its own list,
 * queue and stop. Version 2 keeps tickets by id (version 1 kept them by code): the old list is
 * dropped and downloaded again at the next sync; the queue and a stop are kept.
 */
export function openGateDb(eventId: string, accessKey = ""): Promise<GateDb> {
  return openDB<GateSchema>(`scheditix-gate-${eventId}${accessKey ? `-${accessKey}` : ""}`, 2, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (db.objectStoreNames.contains(TICKETS)) db.deleteObjectStore(TICKETS);
      db.createObjectStore(TICKETS, { keyPath: "id" });
      if (oldVersion < 1) {
        db.createObjectStore(QUEUE, { keyPath: "id", autoIncrement: true });
        db.createObjectStore(META);
      } else void transaction.objectStore(META).delete("meta");
    },
  });
}

export async function readMeta(db: GateDb): Promise<GateMeta | null> {
  return ((await db.get(META, "meta")) as GateMeta | undefined) ?? null;
}

export async function writeMeta(db: GateDb, meta: GateMeta): Promise<void> {
  await db.put(META, meta, "meta");
}

export async function readStop(db: GateDb): Promise<AccessStop | null> {
  return ((await db.get(META, STOP)) as AccessStop | undefined) ?? null;
}

/** Remembers (or, with null, forgets) that the server refused this device, so an offline start knows too. */
export async function writeStop(db: GateDb, stop: AccessStop | null): Promise<void> {
  await (stop ? db.put(META, stop, STOP) : db.delete(META, STOP));
}

export function readTickets(db: GateDb): Promise<LocalTicket[]> {
  return db.getAll(TICKETS);
}

/** The stored tickets of these ids (those it has), read in one transaction: a list's changes touch a few of 10,000. */
export async function readTicketsById(db: GateDb, ids: string[]): Promise<LocalTicket[]> {
  const store = db.transaction(TICKETS).store;
  const found = await Promise.all(ids.map((id) => store.get(id)));
  return found.filter((ticket): ticket is LocalTicket => ticket !== undefined);
}

/** Stores tickets in one transaction; `replace` clears the old list first (a full download); `drop` removes tickets by id. */
export async function writeTickets(db: GateDb, tickets: LocalTicket[], replace = false, drop: string[] = []): Promise<void> {
  const transaction = db.transaction(TICKETS, "readwrite");
  const { store } = transaction;
  await Promise.all([
    replace ? store.clear() : null,
    ...drop.map((id) => store.delete(id)),
    ...tickets.map((ticket) => store.put(ticket)),
    transaction.done,
  ]);
}

export function readQueue(db: GateDb): Promise<QueuedScan[]> {
  return db.getAll(QUEUE);
}

/** Records a local admission and queues its scan together, so neither is kept without the other; answers the scan's queue id. */
export async function admitLocally(db: GateDb, ticket: LocalTicket, scan: QueuedScan): Promise<number> {
  const transaction = db.transaction([TICKETS, QUEUE], "readwrite");
  const [, queueId] = await Promise.all([transaction.objectStore(TICKETS).put(ticket), transaction.objectStore(QUEUE).add(scan), transaction.done]);
  return queueId;
}

/** Queues a scan the device refused, so the server records that the person was turned away. */
export async function queueRefusal(db: GateDb, scan: QueuedScan): Promise<void> {
  await db.add(QUEUE, scan);
}

/** Takes back a local admission the server did not allow (the scanner was stopped meanwhile): the ticket as it was, its scan unqueued. */
export async function undoAdmission(db: GateDb, before: LocalTicket | null, admittedId: string, queueId: number): Promise<void> {
  const transaction = db.transaction([TICKETS, QUEUE], "readwrite");
  const tickets = transaction.objectStore(TICKETS);
  await Promise.all([before ? tickets.put(before) : tickets.delete(admittedId), transaction.objectStore(QUEUE).delete(queueId), transaction.done]);
}

export async function dropFromQueue(db: GateDb, ids: number[]): Promise<void> {
  const transaction = db.transaction(QUEUE, "readwrite");
  await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
}
