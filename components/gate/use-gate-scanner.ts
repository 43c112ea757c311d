"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { deviceId, saveGateName, savedGateName } from "@/components/gate/device-identity";
import { scanDisplay, type ScanDisplay } from "@/components/gate/scan-messages";
import { decideScan, type SignatureCheck } from "@/lib/gate/offline/decide-scan";
import { admitLocally, openGateDb, readMeta, readQueue, readTickets, type GateMeta, type LocalTicket } from "@/lib/gate/offline/gate-db";
import { syncGate, SyncProblem } from "@/lib/gate/offline/sync-gate";
import { isSignedByEvent } from "@/lib/gate/offline/verify-ticket-signature";
import { checkInCodeOf, NO_TYPE_ID, parseTicketPayload } from "@/lib/gate/ticket-payload";

/** With signal the device syncs this often, besides at once when the network returns. */
const SYNC_EVERY_MS = 30_000;

export type SyncStatus = { kind: "starting" } | { kind: "syncing" } | { kind: "synced" } | { kind: "offline" } | { kind: "failed"; message: string };

/**
 * The offline scanner's state: the event's list in memory (mirrored in IndexedDB), the queue of
 * scans not yet sent, and the sync with the server whenever there is signal.
 */
export function useGateScanner(eventId: string) {
  const db = useRef<IDBDatabase | null>(null);
  // The list for callbacks (ref) and for rendering (state), always set together.
  const tickets = useRef(new Map<string, LocalTicket>());
  const [ticketList, setTicketList] = useState(() => new Map<string, LocalTicket>());
  const device = useRef({ deviceId: "", gate: "" });
  const syncing = useRef(false);
  const [meta, setMeta] = useState<GateMeta | null>(null);
  const [queued, setQueued] = useState(0);
  const [status, setStatus] = useState<SyncStatus>({ kind: "starting" });
  const [last, setLast] = useState<ScanDisplay | null>(null);
  const [gate, setGateState] = useState("");
  const [ownId, setOwnId] = useState("");

  const reload = useCallback(async () => {
    const open = db.current!;
    const [stored, list, queue] = await Promise.all([readMeta(open), readTickets(open), readQueue(open)]);
    tickets.current = new Map(list.map((ticket) => [ticket.code, ticket]));
    setTicketList(tickets.current);
    setMeta(stored);
    setQueued(queue.length);
  }, []);

  const sync = useCallback(async () => {
    if (!db.current || syncing.current) return;
    syncing.current = true;
    setStatus({ kind: "syncing" });
    try {
      await syncGate(db.current, eventId, device.current);
      setStatus({ kind: "synced" });
    } catch (error) {
      const offline = !(error instanceof SyncProblem) || error.offline;
      setStatus(offline ? { kind: "offline" } : { kind: "failed", message: (error as Error).message });
    } finally {
      syncing.current = false;
      await reload();
    }
  }, [eventId, reload]);

  useEffect(() => {
    device.current = { deviceId: deviceId(), gate: savedGateName() };
    setGateState(device.current.gate);
    setOwnId(device.current.deviceId);
    let timer: number | undefined;
    const onOnline = () => void sync();
    const onOffline = () => setStatus({ kind: "offline" });
    void openGateDb(eventId).then(async (opened) => {
      db.current = opened;
      await reload();
      if (navigator.onLine) await sync();
      else setStatus({ kind: "offline" });
      timer = window.setInterval(() => navigator.onLine && void sync(), SYNC_EVERY_MS);
    });
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      db.current?.close();
    };
  }, [eventId, reload, sync]);

  /** Decides a scan or typed code on this device, records it and queues it for the server. */
  const scan = useCallback(
    async (text: string): Promise<ScanDisplay | null> => {
      if (!db.current || !meta) return null;
      const code = checkInCodeOf(text);
      const payload = parseTicketPayload(text);
      const signature: SignatureCheck = !payload ? "none" : (await isSignedByEvent(text, eventId, meta.publicKey)) ? "genuine" : "forged";
      const known = tickets.current.get(code);
      const verdict = decideScan(known, signature);
      let admitted: LocalTicket | null = null;
      if (verdict.kind === "admit") {
        const scannedAt = new Date().toISOString();
        const typeName = meta.types.find((type) => type.id === payload?.typeId)?.name ?? (payload?.typeId === NO_TYPE_ID ? "Regular" : "");
        const base: LocalTicket = known ?? {
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
        admitted = {
          ...base,
          status: "checked_in",
          admittedAt: scannedAt,
          admittedGate: device.current.gate,
          admittedDevice: device.current.deviceId,
          admittedHere: true,
        };
        await admitLocally(db.current, admitted, { code, scannedAt, admittedOnDevice: true });
        tickets.current = new Map(tickets.current).set(code, admitted);
        setTicketList(tickets.current);
        setQueued((count) => count + 1);
      }
      const display = scanDisplay(verdict, admitted);
      setLast(display);
      if (navigator.onLine && status.kind !== "offline") void sync();
      return display;
    },
    [eventId, meta, status.kind, sync],
  );

  const setGate = useCallback((name: string) => {
    saveGateName(name);
    device.current = { ...device.current, gate: name.trim() };
    setGateState(name.trim());
  }, []);

  return { meta, tickets: ticketList, deviceId: ownId, queued, status, last, gate, scan, sync, setGate };
}
