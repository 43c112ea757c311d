"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { deviceId, saveGateName, savedGateName } from "@/components/gate/device-identity";
import { scanDisplay, stoppedDisplay, type ScanDisplay } from "@/components/gate/scan-messages";
import { accessKeyOf } from "@/lib/browser/gate-offline/access-key";
import { accessStop } from "@/lib/browser/gate-offline/access-stop";
import {
  openGateDb,
  readMeta,
  readQueue,
  readStop,
  readTickets,
  undoAdmission,
  writeStop,
  type AccessStop,
  type GateDb,
  type GateMeta,
  type LocalTicket,
} from "@/lib/browser/gate-offline/gate-db";
import { newestIssueIn, recordAdmission, recordScan, type RecordedScan } from "@/lib/browser/gate-offline/record-scan";
import { syncGate, SyncProblem } from "@/lib/browser/gate-offline/sync-gate";

/** With signal the device syncs this often, besides at once when the network returns. */
const SYNC_EVERY_MS = 30_000;

/**
 * With signal, a scan's verdict waits this long for the sync that carries it, so a scanner the
 * server has just stopped never shows Admit; past it (a slow network) the device's own verdict shows.
 */
const SERVER_WORD_MS = 2_500;

export type SyncStatus =
  { kind: "starting" } | { kind: "syncing" } | { kind: "synced" } | { kind: "offline" } | { kind: "failed"; message: string } | { kind: "stopped" };

type SyncResult = SyncStatus["kind"];

/** A check-in link the scanner works under instead of a session: its token goes with every call. */
export type GateLink = { token: string; name: string; expiresAt: string };

const pause = (ms: number) => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ms));

/**
 * The offline scanner's state: the event's list in memory (mirrored in IndexedDB, found by the
 * keyed hash of each code), the queue of scans not yet sent, and the sync with the server whenever
 * there is signal.
 */
export function useGateScanner(eventId: string, link?: GateLink) {
  const db = useRef<GateDb | null>(null);
  // The list for callbacks (ref) and for rendering (state), always set together; keyed by each code's hash.
  const tickets = useRef(new Map<string, LocalTicket>());
  const [ticketList, setTicketList] = useState(() => new Map<string, LocalTicket>());
  const device = useRef({ deviceId: "", gate: "" });
  const accessKey = useRef("");
  const running = useRef<Promise<SyncResult> | null>(null);
  const stopped = useRef(false);
  const [meta, setMeta] = useState<GateMeta | null>(null);
  const [queued, setQueued] = useState(0);
  const [status, setStatus] = useState<SyncStatus>({ kind: "starting" });
  const [stored, setStored] = useState<AccessStop | null>(null);
  const [last, setLast] = useState<ScanDisplay | null>(null);
  const [gate, setGateState] = useState("");
  const [ownId, setOwnId] = useState("");
  const linkToken = link?.token;
  const linkName = link?.name;

  const reload = useCallback(async () => {
    const open = db.current!;
    const [storedMeta, list, queue, stop] = await Promise.all([readMeta(open), readTickets(open), readQueue(open), readStop(open)]);
    tickets.current = new Map(list.map((ticket) => [ticket.key || ticket.id, ticket]));
    setTicketList(tickets.current);
    setMeta(storedMeta);
    setQueued(queue.length);
    setStored(stop);
    stopped.current = stop !== null;
  }, []);

  const syncRound = useCallback(async (): Promise<SyncResult> => {
    setStatus({ kind: "syncing" });
    let result: SyncStatus;
    try {
      try {
        await syncGate(db.current!, eventId, device.current, { linkToken });
      } catch (error) {
        // Another account or link already holds this device id at the event: take a new one and go again.
        if (!(error instanceof SyncProblem && error.status === 409)) throw error;
        device.current = { ...device.current, deviceId: deviceId(accessKey.current, true) };
        setOwnId(device.current.deviceId);
        await syncGate(db.current!, eventId, device.current, { linkToken });
      }
      await writeStop(db.current!, null);
      // A sync that finished after the signal went (its answer came just before): the device is offline now.
      result = { kind: navigator.onLine ? "synced" : "offline" };
    } catch (error) {
      if (error instanceof SyncProblem && error.refused) {
        // Kept on the device: opened again with no signal, it still admits no one.
        await writeStop(db.current!, { message: error.message, at: new Date().toISOString() });
        stopped.current = true;
        result = { kind: "stopped" };
      } else {
        const offline = !(error instanceof SyncProblem) || error.offline;
        result = offline ? { kind: "offline" } : { kind: "failed", message: (error as Error).message };
      }
    }
    setStatus(result);
    await reload();
    return result.kind;
  }, [eventId, linkToken, reload]);

  /** One sync at a time: a sync asked for while one runs follows it, so it carries the scans queued meanwhile. */
  const sync = useCallback(async (): Promise<SyncResult> => {
    while (running.current) await running.current;
    if (!db.current) return "offline";
    const round = syncRound();
    running.current = round;
    try {
      return await round;
    } finally {
      running.current = null;
    }
  }, [syncRound]);

  useEffect(() => {
    let timer: number | undefined;
    let closed = false;
    const onOnline = () => void sync();
    const onOffline = () => setStatus({ kind: "offline" });
    void accessKeyOf(linkToken)
      .then((key) => {
        accessKey.current = key;
        // A link's scans are at the link's gate: the server records them there whatever the device says.
        device.current = { deviceId: deviceId(key), gate: linkToken ? (linkName ?? "") : savedGateName() };
        setGateState(device.current.gate);
        setOwnId(device.current.deviceId);
        return openGateDb(eventId, key);
      })
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
  }, [eventId, linkName, linkToken, reload, sync]);

  const stop = accessStop(stored, link?.expiresAt ?? null);

  /**
   * Shows a recorded scan's verdict. With signal it first waits (briefly) for the sync that carries
   * the scan: when the server has meanwhile stopped this scanner (a revoked link, a removed member),
   * the admission is taken back (the ticket as it was, nothing counted, nothing queued) and the
   * scan is refused like every one after it. Nothing says Admit once the scanner has stopped.
   */
  const settle = useCallback(
    async (outcome: RecordedScan): Promise<ScanDisplay> => {
      const local = scanDisplay(outcome.verdict, outcome.admitted, outcome.code);
      setQueued((count) => count + (outcome.queued ? 1 : 0));
      if (outcome.admitted) {
        tickets.current = new Map(tickets.current).set(outcome.admitted.key || outcome.admitted.id, outcome.admitted);
        setTicketList(tickets.current);
      }
      if (!navigator.onLine || status.kind === "offline") {
        setLast(local);
        return local;
      }
      const synced = sync();
      const quick = await Promise.race([synced, pause(SERVER_WORD_MS)]);
      if (quick === null) setLast(local);
      const result = quick ?? (await synced);
      if (result === "stopped" && outcome.admitted && outcome.queueId !== null) {
        await undoAdmission(db.current!, outcome.before, outcome.admitted.id, outcome.queueId);
        await reload();
        const refused = stoppedDisplay(Boolean(link), (await readStop(db.current!))?.message ?? "");
        setLast(refused);
        return refused;
      }
      if (quick !== null) setLast(local);
      return local;
    },
    [link, reload, status.kind, sync],
  );

  const refuseStopped = useCallback(() => {
    const display = stoppedDisplay(Boolean(link), stop?.message ?? "");
    setLast(display);
    return display;
  }, [link, stop]);

  /** Decides a scan or typed code on this device, records it and queues it for the server. */
  const scan = useCallback(
    async (text: string): Promise<ScanDisplay | null> => {
      if (!db.current || !meta) return null;
      if (stop || stopped.current) return refuseStopped();
      return settle(
        await recordScan(db.current, text, {
          eventId,
          meta,
          known: (key) => tickets.current.get(key),
          device: device.current,
          newestIssue: (order, seatIndex) => newestIssueIn(tickets.current.values(), order, seatIndex),
        }),
      );
    },
    [eventId, meta, refuseStopped, settle, stop],
  );

  /** Admits tickets found by the lookup (by the list's ids), one after another. */
  const admit = useCallback(
    async (ids: string[]) => {
      if (!db.current || !meta) return;
      for (const id of ids) {
        if (stop || stopped.current) {
          refuseStopped();
          return;
        }
        const ticket = [...tickets.current.values()].find((candidate) => candidate.id === id);
        if (ticket) await settle(await recordAdmission(db.current, ticket, device.current));
      }
    },
    [meta, refuseStopped, settle, stop],
  );

  const setGate = useCallback((name: string) => {
    saveGateName(name);
    device.current = { ...device.current, gate: name.trim() };
    setGateState(name.trim());
  }, []);

  return { meta, tickets: ticketList, deviceId: ownId, queued, status, stop, last, gate, scan, admit, sync, setGate };
}
