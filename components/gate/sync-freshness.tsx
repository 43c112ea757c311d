"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SyncStatus } from "@/components/gate/use-gate-scanner";

/** "just now", "3 min ago", "2 h ago": how old the device's copy of the list is. */
export function agoText(iso: string, now: number): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

const STATE_TEXT: Record<SyncStatus["kind"], string> = {
  starting: "Starting",
  syncing: "Syncing…",
  synced: "Online",
  offline: "Offline",
  failed: "Sync failed",
  stopped: "Stopped",
};

/** Always in view (keyed on the last sync by its parent, so the clock restarts with each sync): whether the device has signal, how fresh its list is, and a way to sync now. */
export function SyncFreshness({ status, lastSyncedAt, onSync }: { status: SyncStatus; lastSyncedAt: string | null; onSync: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const offline = status.kind === "offline" || status.kind === "failed" || status.kind === "stopped";
  return (
    <div role="status" aria-label="Sync" className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ${offline ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-900"}`}>
        {STATE_TEXT[status.kind]}
      </span>
      <span className="text-sm">{lastSyncedAt ? `Last synced ${agoText(lastSyncedAt, now)}` : "Not synced yet"}</span>
      {status.kind === "failed" ? <span className="text-sm text-red-800">{status.message}</span> : null}
      <Button variant="text" className="ml-auto" onClick={onSync} busy={status.kind === "syncing"} busyLabel="Syncing…">
        Sync now
      </Button>
    </div>
  );
}
