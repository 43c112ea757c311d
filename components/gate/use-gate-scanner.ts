"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { deviceId, saveGateName, savedGateName } from "@/components/gate/device-identity";
import { scanDisplay, stoppedDisplay, type ScanDisplay } from "@/components/gate/scan-messages";
import { accessKeyOf } from "@/lib/gate/offline/access-key";
import { accessStop } from "@/lib/gate/offline/access-stop";
import {
  openGateDb,
  readMeta,
  readQueue,
  readStop,
  readTickets,
  writeStop,
  type AccessStop,
  type GateMeta,
  type LocalTicket,
} from "@/lib/gate/offline/gate-db";
import { recordScan } from "@/lib/gate/offline/record-scan";
import { syncGate, SyncProblem } from "@/lib/gate/offline/sync-gate";

/** With signal the device syncs this often, besides at once when the network returns. */
const SYNC_EVERY_MS = 30_000;

export type SyncStatus =
  { kind: "starting" } | { kind: "syncing" } | { kind: "synced" } | { kind: "offline" } | { kind: "failed"; message: string } | { kind: "stopped" };

/** A check-in link the scanner works under instead of a session: its token goes with every call. */
export type GateLink = { token: string; name: string; expiresAt: string };

/**
 * The offline scanner's state: the event's list in memory (mirrored in IndexedDB), the queue of
 * scans not yet sent, and the sync with the server whenever there is signal.
 */
export function useGateScanner(eventId: string, link?: GateLink) {
  const db = useRef<IDBDatabase | null>(null);
  // The list for callbacks (ref) and for rendering (state), always set together.
  const tickets = useRef(new Map<string, LocalTicket>());
  const [ticketList, setTicketList] = useState(() => new Map<string, LocalTicket>());
  const device = useRef({ deviceId: "", gate: "" });
  const syncing = useRef(false);
  const [meta, setMeta] = useState<GateMeta | null>(null);
  const [queued, setQueued] = useState(0);
  const [status, setStatus] = useState<SyncStatus>({ kind: "starting" });
  const [stored, setStored] = useState<AccessStop | null>(null);
  const [last, setLast] = useState<ScanDisplay | null>(null);
  const [gate, setGateState] = useState("");
  const [ownId, setOwnId] = useState("");
  const linkToken = link?.token;

  const reload = useCallback(async () => {
    const open = db.current!;
    const [storedMeta, list, queue, stop] = await Promise.all([readMeta(open), readTickets(open), readQueue(open), readStop(open)]);
    tickets.current = new Map(list.map((ticket) => [ticket.code, ticket]));
    setTicketList(tickets.current);
    setMeta(storedMeta);
    setQueued(queue.length);
    setStored(stop);
  }, []);

  const sync = useCallback(async () => {
    if (!db.current || syncing.current) return;
    syncing.current = true;
    setStatus({ kind: "syncing" });
    try {
      await syncGate(db.current, eventId, device.current, { linkToken });
      await writeStop(db.current, null);
      setStatus({ kind: "synced" });
    } catch (error) {
      if (error instanceof SyncProblem && error.refused) {
        // Kept on the device: opened again with no signal, it still admits no one.
        await writeStop(db.current, { message: error.message, at: new Date().toISOString() });
        setStatus({ kind: "stopped" });
      } else {
        const offline = !(error instanceof SyncProblem) || error.offline;
        setStatus(offline ? { kind: "offline" } : { kind: "failed", message: (error as Error).message });
      }
    } finally {
      syncing.current = false;
      await reload();
    }
  }, [eventId, linkToken, reload]);

  useEffect(() => {
    device.current = { deviceId: deviceId(), gate: savedGateName() || link?.name || "" };
    setGateState(device.current.gate);
    setOwnId(device.current.deviceId);
    let timer: number | undefined;
    let closed = false;
    const onOnline = () => void sync();
    const onOffline = () => setStatus({ kind: "offline" });
    void accessKeyOf(linkToken)
      .then((key) => openGateDb(eventId, key))
      .then(async (opened) => {
        if (closed) return opened.close();
        db.current = opened;
        await reload();
        // Left meanwhile: the database is closed, nothing more to do.
        if (closed) return;
        if (navigator.onLine) await sync();
        else setStatus({ kind: "offline" });
        if (!closed) timer = window.setInterval(() => navigator.onLine && void sync(), SYNC_EVERY_MS);
      })
      .catch((error: unknown) => {
        // This device's storage would not open (private mode, storage full): the scanner cannot keep its list.
        if (!closed) setStatus({ kind: "failed", message: (error as Error).message });
      });
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      closed = true;
      window.clearInterval(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      db.current?.close();
    };
  }, [eventId, link?.name, linkToken, reload, sync]);

  const stop = accessStop(stored, link?.expiresAt ?? null);

  /** Decides a scan or typed code on this device, records it and queues it for the server. */
  const scan = useCallback(
    async (text: string): Promise<ScanDisplay | null> => {
      if (!db.current || !meta) return null;
      if (stop) {
        const display = stoppedDisplay(Boolean(link), stop.message);
        setLast(display);
        return display;
      }
      const outcome = await recordScan(db.current, text, { eventId, meta, known: (code) => tickets.current.get(code), device: device.current });
      if (outcome.admitted) {
        tickets.current = new Map(tickets.current).set(outcome.admitted.code, outcome.admitted);
        setTicketList(tickets.current);
      }
      if (outcome.queued) setQueued((count) => count + 1);
      const display = scanDisplay(outcome.verdict, outcome.admitted);
      setLast(display);
      if (navigator.onLine && status.kind !== "offline") void sync();
      return display;
    },
    [eventId, link, meta, status.kind, stop, sync],
  );

  const setGate = useCallback((name: string) => {
    saveGateName(name);
    device.current = { ...device.current, gate: name.trim() };
    setGateState(name.trim());
  }, []);

  return { meta, tickets: ticketList, deviceId: ownId, queued, status, stop, last, gate, scan, sync, setGate };
}
